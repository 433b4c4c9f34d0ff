// Provider cards in the site's grid (one, two or three across), the affiliate note below them:
// the home page's top providers and the /providers list.
import { Grid } from '@mui/material';
import type { ClickPage } from '../../../api/domain/clicks';
import type { ProviderCardFieldsFragment } from '../../data/generated';
import AffiliateNote from './AffiliateNote';
import ProviderCard from './ProviderCard';

export default function ProviderCardGrid({
  providers,
  clickPage,
  priorityFirst = false,
}: {
  providers: readonly ProviderCardFieldsFragment[];
  clickPage: ClickPage;
  /** The first card's image is the page's largest: fetched first (the list page, where it is on the first screen). */
  priorityFirst?: boolean;
}) {
  return (
    <Grid container spacing={3}>
      {providers.map((p, i) => (
        <Grid key={p.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <ProviderCard provider={p} clickPage={clickPage} priority={priorityFirst && i === 0} />
        </Grid>
      ))}
      <Grid size={12}>
        <AffiliateNote />
      </Grid>
    </Grid>
  );
}
