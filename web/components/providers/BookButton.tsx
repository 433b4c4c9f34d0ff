// The outbound booking link (the operator's affiliate link): new tab, marked sponsored. It names
// its provider and place for the click beacon (web/pwa/bookingClicks.ts). The provider's bookingUrl
// is a link template (api/domain/bookingLink.ts): the link is drawn with the trip's values (so it
// works without scripts) and carries the template and trip, so the beacon puts this click's id in
// it at the moment it is followed.
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, type ButtonProps } from '@mui/material';
import { bookingLink, hasPlaceholders, tripAttributeOf, type LinkTrip } from '../../../api/domain/bookingLink';
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
  trip = null,
  disabled = false,
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
  /** The trip this page answers, when it has one: its values fill the link's placeholders. */
  trip?: LinkTrip | null;
  /** Drawn as a disabled button, with no link to follow (the trip it would carry is not the one asked for). */
  disabled?: boolean;
}) {
  const label = bookLabel(badge);
  const templated = hasPlaceholders(bookingUrl);
  const tripText = trip ? tripAttributeOf(trip) : '';
  const marks = {
    [CLICK_ATTRIBUTES.provider]: providerId,
    [CLICK_ATTRIBUTES.page]: clickPage,
    ...(templated ? { [CLICK_ATTRIBUTES.template]: bookingUrl } : {}),
    ...(templated && tripText ? { [CLICK_ATTRIBUTES.trip]: tripText } : {}),
  };
  if (disabled) {
    return (
      <Button disabled variant={variant} color={color} size={size} fullWidth={fullWidth} aria-label={`${label}: ${providerName}`}>
        {label}
      </Button>
    );
  }
  return (
    <Button
      component="a"
      href={templated ? bookingLink(bookingUrl, trip ?? {}) : bookingUrl}
      target="_blank"
      rel="sponsored noopener"
      {...marks}
      variant={variant}
      color={color}
      size={size}
      fullWidth={fullWidth}
      endIcon={<OpenInNewIcon aria-hidden="true" fontSize="small" />}
      aria-label={`${label}: ${providerName} (opens in a new tab)`}
      sx={onDark ? { bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: 'brand.tint' } } : undefined}
    >
      {label}
    </Button>
  );
}
