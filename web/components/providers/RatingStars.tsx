// A provider's rating as stars plus the number.
import StarIcon from '@mui/icons-material/Star';
import StarHalfIcon from '@mui/icons-material/StarHalf';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Box, Typography } from '@mui/material';
import { ratingValue } from '../../../api/domain/provider';

export default function RatingStars({ rating, size = 'small', light = false }: { rating: number | string; size?: 'small' | 'medium'; light?: boolean }) {
  const value = ratingValue(rating);
  const stars = Array.from({ length: 5 }, (_, i) => {
    const fill = value - i;
    const Icon = fill >= 0.75 ? StarIcon : fill >= 0.25 ? StarHalfIcon : StarBorderIcon;
    return <Icon key={i} fontSize={size} />;
  });
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }} role="img" aria-label={`Rated ${value.toFixed(1)} out of 5`}>
      <Box aria-hidden="true" sx={{ display: 'inline-flex', color: light ? '#FFD54F' : '#B26A00' }}>
        {stars}
      </Box>
      <Typography aria-hidden="true" component="span" sx={{ fontWeight: 700, fontSize: size === 'small' ? '0.95rem' : '1.1rem' }}>
        {value.toFixed(1)}
      </Typography>
    </Box>
  );
}
