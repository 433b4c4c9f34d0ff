// The outbound booking link (the operator's affiliate link): new tab, marked sponsored.
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, type ButtonProps } from '@mui/material';
import { discountLabel } from '../../../api/domain/provider';

export function bookLabel(badge: string | null | undefined, base = 'Book Now'): string {
  return `${base}${discountLabel(badge)}`;
}

export default function BookButton({
  bookingUrl,
  badge,
  providerName,
  size = 'medium',
  fullWidth,
  variant = 'contained',
  color = 'primary',
  onDark = false,
}: {
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
