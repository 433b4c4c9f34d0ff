// The outbound booking link (the operator's affiliate link): new tab, marked sponsored. It names
// its provider and place for the click beacon (web/pwa/bookingClicks.ts), which counts a click
// without touching the link.
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, type ButtonProps } from '@mui/material';
import type { ClickPage } from '../../../api/domain/clicks';
import { discountLabel } from '../../../api/domain/provider';
import { CLICK_ATTRIBUTES } from '../../pwa/bookingClicks';

export function bookLabel(badge: string | null | undefined, base = 'Book Now'): string {
  return `${base}${discountLabel(badge)}`;
}

export default function BookButton({
  providerId,
  clickPage,
  bookingUrl,
  badge,
  providerName,
  size = 'medium',
  fullWidth,
  variant = 'contained',
  color = 'primary',
  onDark = false,
}: {
  providerId: number;
  /** Where this link sits, as its clicks are counted. */
  clickPage: ClickPage;
  bookingUrl: string;
  badge: string | null | undefined;
  providerName: string;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
  /** A white button for dark backgrounds (the page hero). */
  onDark?: boolean;
}) {
  const label = bookLabel(badge);
  return (
    <Button
      component="a"
      href={bookingUrl}
      target="_blank"
      rel="sponsored noopener"
      {...{ [CLICK_ATTRIBUTES.provider]: providerId, [CLICK_ATTRIBUTES.page]: clickPage }}
      variant={variant}
      color={color}
      size={size}
      fullWidth={fullWidth}
      endIcon={<OpenInNewIcon aria-hidden="true" fontSize="small" />}
      aria-label={`${label}: ${providerName} (opens in a new tab)`}
      sx={onDark ? { bgcolor: '#fff', color: 'primary.dark', '&:hover': { bgcolor: '#E3F2FD' } } : undefined}
    >
      {label}
    </Button>
  );
}
