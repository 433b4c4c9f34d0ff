// The outbound booking link (the operator's affiliate link): new tab, marked sponsored. It names
// its provider and place for the click beacon (web/pwa/bookingClicks.ts). The provider's bookingUrl
// is a link template (api/domain/bookingLink.ts): the link is drawn with the trip's values (so it
// works without scripts) and carries the template and trip, so the beacon puts this click's id in
// it at the moment it is followed. A discount is claimed ('Book Now - 10% Off', SPEC.md's labels)
// only for an offer the operator entered and the link applies (api/domain/discount.ts): the link is
// then the discount link, or the booking URL carrying the code; a badge alone claims nothing.
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, type ButtonProps } from '@mui/material';
import { bookingLink, hasPlaceholders, tripAttributeOf, type LinkTrip } from '../../../api/domain/bookingLink';
import type { ClickPage } from '../../../api/domain/clicks';
import { discountLabel, discountOf, type DiscountFacts } from '../../../api/domain/discount';
import { CLICK_ATTRIBUTES } from '../../pwa/bookingClicks';

export function bookLabel(discount: Parameters<typeof discountLabel>[0], base = 'Book Now'): string {
  return `${base}${discountLabel(discount)}`;
}

export default function BookButton({
  providerId,
  clickPage,
  bookingUrl,
  discount,
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
  /** The provider's discount facts as stored (discountPercent, discountCode, discountUrl). */
  discount: Omit<DiscountFacts, 'bookingUrl'>;
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
  const offer = discountOf({ ...discount, bookingUrl });
  const label = bookLabel(offer);
  const template = offer ? offer.link : bookingUrl;
  const templated = hasPlaceholders(template);
  const values = offer?.code ? { ...trip, discountCode: offer.code } : trip;
  const tripText = values ? tripAttributeOf(values) : '';
  const marks = {
    [CLICK_ATTRIBUTES.provider]: providerId,
    [CLICK_ATTRIBUTES.page]: clickPage,
    ...(templated ? { [CLICK_ATTRIBUTES.template]: template } : {}),
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
      href={templated ? bookingLink(template, values ?? {}) : template}
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
