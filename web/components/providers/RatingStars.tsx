// A provider's rating as stars plus its words: '4.8 from 1,284 Google reviews' when the number of
// reviews behind it was entered, else the number alone (it claims no reviews it does not have).
import StarIcon from '@mui/icons-material/Star';
import StarHalfIcon from '@mui/icons-material/StarHalf';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Box, Typography } from '@mui/material';
import { ratingLabel, ratingText, type RatingFacts } from '../../../api/domain/factTexts';
import { ratingValue } from '../../../api/domain/provider';

export default function RatingStars({
  rating,
  ratingCount = null,
  ratingSource = null,
  size = 'small',
  light = false,
}: RatingFacts & { size?: 'small' | 'medium'; light?: boolean }) {
  const value = ratingValue(rating);
  const facts = { rating, ratingCount, ratingSource };
  const text = ratingText(facts);
  const stars = Array.from({ length: 5 }, (_, i) => {
    const fill = value - i;
    const Icon = fill >= 0.75 ? StarIcon : fill >= 0.25 ? StarHalfIcon : StarBorderIcon;
    return <Icon key={i} fontSize={size} />;
  });
  // One announcement for the whole rating; the number is set apart from the reviews behind it.
  const [number, ...rest] = text.split(' ');
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 0.75 }} role="img" aria-label={ratingLabel(facts)}>
      <Box aria-hidden="true" sx={{ display: 'inline-flex', color: light ? 'rating.onDark' : 'rating.main' }}>
        {stars}
      </Box>
      <Typography aria-hidden="true" component="span" sx={{ fontSize: size === 'small' ? '0.95rem' : '1.1rem' }}>
        <Box component="span" sx={{ fontWeight: 700 }}>{number}</Box>
        {rest.length > 0 && (
          <Box component="span" sx={{ fontSize: size === 'small' ? '0.85rem' : '0.95rem', opacity: light ? 0.92 : 1, color: light ? 'inherit' : 'text.secondary' }}>
            {' '}
            {rest.join(' ')}
          </Box>
        )}
      </Typography>
    </Box>
  );
}
