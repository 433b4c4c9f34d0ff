// A provider as a card: image (with fallback), badge, type, rating (with the reviews behind it),
// 'Starting from' the low price with its unit, a details link and the booking link with the badge's
// discount (SPEC.md section 2); and the facts that decide whether it can take the trip at all: how
// many it carries, the places it serves (the list the search reads) and its hours. The rest of the
// facts are on the provider page, so a card stays short on a phone.
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ClickPage } from '../../../api/domain/clicks';
import { FACT_WORDS, capacityText, servedPlacesOf } from '../../../api/domain/factTexts';
import { parsePriceRange } from '../../../api/domain/provider';
import { NO_FARE_TEXT } from '../../../api/domain/facts';
import type { ProviderCardFieldsFragment } from '../../data/generated';
import ImageWithFallback from '../common/ImageWithFallback';
import { visuallyHidden } from '../common/visuallyHidden';
import BookButton from './BookButton';
import RatingStars from './RatingStars';
import WeekHours from './WeekHours';
import { ProviderBadge } from './ProviderBadge';


/** The card's facts' names, said to screen readers (the icons say them to the eye). */
export const CARD_FACT_LABELS = { capacity: 'Capacity', hours: 'Hours' } as const;

/** Below this width the card's two buttons stack: 'View Details' beside 'Book Now - 10% Off' needs about 300 px. */
const STACK_ACTIONS_BELOW_PX = 309;

export { ProviderBadge };

export default function ProviderCard({
  provider,
  clickPage,
  headingLevel = 'h3',
  priority = false,
}: {
  provider: ProviderCardFieldsFragment;
  /** The page the card is on, as its booking clicks are counted ('home' or 'providers'). */
  clickPage: ClickPage;
  headingLevel?: 'h2' | 'h3';
  /** The first card of a list that opens a page: its image is likely the largest thing on screen, so it loads first. */
  priority?: boolean;
}) {
  const { low } = parsePriceRange(provider.priceRange);
  // The API's unit follows the provider's fare basis (PER_PERSON: 'per person').
  const unit = provider.priceUnit;
  const served = servedPlacesOf(provider.servedPlaces);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={`provider-${provider.id}-name`}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        overflow: 'hidden',
        transition: 'box-shadow 200ms ease, transform 200ms ease',
        '&:hover': { boxShadow: 6, transform: { md: 'translateY(-2px)' } },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <ImageWithFallback src={provider.imageUrl} alt={provider.name} name={provider.name} type={provider.type} eager={priority} priority={priority} />
        {provider.badge && (
          <Box sx={{ position: 'absolute', top: 12, left: 12 }} data-testid="provider-badge">
            <ProviderBadge badge={provider.badge} />
          </Box>
        )}
      </Box>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.25, p: 2.5 }}>
        <Typography component="p" variant="body2" sx={{ color: 'primary.dark', fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.6, fontSize: '0.75rem' }}>
          {provider.type}
        </Typography>
        <Typography id={`provider-${provider.id}-name`} component={headingLevel} variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3, mt: -0.75 }}>
          {provider.name}
        </Typography>
        <RatingStars rating={provider.rating} ratingCount={provider.ratingCount} ratingSource={provider.ratingSource} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {provider.shortDescription}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '20px 1fr', columnGap: 1, rowGap: 0.75, fontSize: '0.875rem' }} data-testid="provider-facts">
          <CardFact icon={<GroupsOutlinedIcon />} label={CARD_FACT_LABELS.capacity}>
            {capacityText(provider)}
          </CardFact>
          <CardFact icon={<PlaceOutlinedIcon />} label={served.fromAirport ? FACT_WORDS.fromAirport : FACT_WORDS.placesServed}>
            {served.places.join(', ')}
          </CardFact>
          <CardFact icon={<AccessTimeIcon />} label={CARD_FACT_LABELS.hours}>
            <WeekHours week={provider} />
          </CardFact>
        </Box>
        <Box sx={{ mt: 'auto', pt: 1.5, borderTop: 1, borderColor: 'divider' }} data-testid="provider-price">
          <Typography component="p" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
            Starting from
          </Typography>
          <Typography component="p" sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75 }}>
            {low ? (
              <>
                <Box component="span" sx={{ fontSize: '1.5rem', fontWeight: 700, color: 'text.primary' }}>
                  {low}
                </Box>
                <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
                  {unit}
                </Box>
              </>
            ) : (
              <Box component="span" sx={{ fontWeight: 600, color: 'text.secondary' }}>
                {NO_FARE_TEXT}
              </Box>
            )}
          </Typography>
        </Box>
      </CardContent>
      {/* The card's own width decides the layout (not the label's length), so cards side by side in a
          row always match: two buttons in a row, or stacked on narrow cards. The book label never wraps. */}
      <CardActions sx={{ px: 2.5, pb: 2.5, pt: 0, display: 'block', containerType: 'inline-size' }}>
        <Box sx={{ display: 'flex', gap: 1, [`@container (max-width: ${STACK_ACTIONS_BELOW_PX}px)`]: { flexDirection: 'column' } }}>
          <Button
            component={RouterLink}
            to={`/providers/${provider.slug}`}
            variant="outlined"
            sx={{ flex: '0 0 auto', whiteSpace: 'nowrap', px: 2 }}
            aria-label={`View details: ${provider.name}`}
          >
            View Details
          </Button>
          <Box sx={{ flex: '1 0 auto', display: 'flex', '& > a': { whiteSpace: 'nowrap' } }}>
            <BookButton providerId={provider.id} clickPage={clickPage} bookingUrl={provider.bookingUrl} discount={provider} providerName={provider.name} fullWidth />
          </Box>
        </Box>
      </CardActions>
    </Card>
  );
}

/** One fact of a card: its icon (with its name for screen readers) and its words. */
function CardFact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ display: 'flex', color: 'primary.main', pt: '1px', '& svg': { fontSize: 18 } }}>
        <Box component="span" aria-hidden="true" sx={{ display: 'contents' }}>
          {icon}
        </Box>
        <Box component="span" sx={visuallyHidden}>
          {label}
        </Box>
      </Box>
      <Box component="dd" sx={{ m: 0, color: 'text.primary', lineHeight: 1.45, minWidth: 0 }}>
        {children}
      </Box>
    </>
  );
}
