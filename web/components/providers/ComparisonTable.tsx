// Every provider side by side: type, rating, price range, the first two features and the booking
// link, in the order given or sorted by lowest starting price or by rating. On phones each row
// becomes a stacked card (same table markup, explicit roles keep the table semantics for screen
// readers). The order is in the address (?compare=price, api/domain/search.ts): each sort button is
// a link to the server-rendered sorted page, so it works without scripts and before hydration;
// once hydrated a plain click sorts in place (the address replaced, the view kept where it is).
import { Box, Button, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { sortProviders } from '../../../api/domain/provider';
import { SEARCH_TEXTS, comparisonSortOf, comparisonSortQuery, type ComparisonSort } from '../../../api/domain/search';
import { COMPARISON_FEATURES } from '../../../api/domain/rules';
import type { ProviderCardFieldsFragment } from '../../data/generated';
import AffiliateNote from './AffiliateNote';
import BookButton from './BookButton';
import { ProviderBadge } from './ProviderCard';
import RatingStars from './RatingStars';

const COLUMNS = ['Provider', 'Service Type', 'Rating', 'Price Range', 'Key Features', 'Book'] as const;

const COMPARISON_SORTS = SEARCH_TEXTS.sorts;
const SORT_KEYS = Object.keys(COMPARISON_SORTS) as ComparisonSort[];

/** Where a sort link lands without scripts: the sort buttons, with the table right below. */
export const COMPARISON_SORT_ID = 'comparison-sort';

export default function ComparisonTable({ providers, labelledBy }: { providers: readonly ProviderCardFieldsFragment[]; labelledBy?: string }) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const sort = comparisonSortOf(params);
  const rows = sort === 'listed' ? providers : sortProviders(providers, sort);
  const sortLink = (key: ComparisonSort) => ({
    href: `${pathname}${comparisonSortQuery(params, key)}#${COMPARISON_SORT_ID}`,
    onClick: (e: MouseEvent) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      setParams(new URLSearchParams(comparisonSortQuery(params, key)), { replace: true, preventScrollReset: true });
    },
  });
  return (
    <>
      {/* Phones: the label above buttons that share the width; wider: both on one line at the right. */}
      <Box id={COMPARISON_SORT_ID} sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'flex-end', gap: { xs: 0.75, sm: 1.5 }, mb: 2, scrollMarginTop: { xs: 72, md: 80 } }}>
        <Typography id="comparison-sort-label" variant="body2" sx={{ fontWeight: 600, color: 'text.secondary' }}>
          {SEARCH_TEXTS.sortLabel}
        </Typography>
        {/* Joined buttons, as the trip answer's order. A link that acts as a toggle (aria-pressed):
            role button, as the resource filters. */}
        <Box role="group" aria-labelledby="comparison-sort-label" sx={{ display: 'flex' }}>
          {SORT_KEYS.map((key, i) => {
            const current = key === sort;
            return (
              <Button
                key={key}
                role="button"
                aria-pressed={current}
                {...sortLink(key)}
                variant={current ? 'contained' : 'outlined'}
                size="small"
                sx={{
                  flex: { xs: 1, sm: 'none' },
                  px: 1.5,
                  whiteSpace: 'nowrap',
                  borderRadius: 0,
                  ...(i === 0 && { borderTopLeftRadius: 8, borderBottomLeftRadius: 8 }),
                  ...(i === SORT_KEYS.length - 1 && { borderTopRightRadius: 8, borderBottomRightRadius: 8 }),
                  ...(i > 0 && { ml: '-1px' }),
                  ...(!current && { bgcolor: 'background.paper' }),
                }}
              >
                {COMPARISON_SORTS[key]}
              </Button>
            );
          })}
        </Box>
      </Box>
      <Box
        sx={{
          bgcolor: 'background.paper',
          borderRadius: 3,
          border: { md: 1 },
          borderColor: { md: 'divider' },
          overflow: 'hidden',
        }}
      >
        <Table
          role="table"
          aria-labelledby={labelledBy}
          sx={{
            '& th': { fontWeight: 700 },
            // Desktop: a type such as 'Shared & Private' stays on one line.
            '@media (min-width: 900px)': { '& td[data-label="Service Type"]': { whiteSpace: 'nowrap' } },
            // Phones: one card per provider, each cell labelled by its column.
            '@media (max-width: 899.95px)': {
              '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
              '& tbody tr': {
                display: 'block',
                mb: 2,
                border: 1,
                borderColor: 'divider',
                borderRadius: 3,
                bgcolor: 'background.paper',
                p: 2,
              },
              '& tbody td': {
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: 2,
                border: 0,
                px: 0,
                py: 0.75,
                textAlign: 'right',
              },
              '& tbody td::before': {
                content: 'attr(data-label)',
                fontWeight: 600,
                color: 'text.secondary',
                textAlign: 'left',
                flexShrink: 0,
                fontSize: '0.85rem',
              },
              '& tbody td[data-label="Provider"]': { display: 'block', textAlign: 'left', pb: 1, mb: 0.5, borderBottom: 1, borderColor: 'divider' },
              '& tbody td[data-label="Provider"]::before': { content: 'none' },
              '& tbody td[data-label="Key Features"]': { alignItems: 'flex-start' },
              '& tbody td[data-label="Book"]': { display: 'block', pt: 1.5 },
              '& tbody td[data-label="Book"]::before': { content: 'none' },
            },
          }}
        >
          <TableHead role="rowgroup">
            <TableRow role="row" sx={{ bgcolor: 'grey.50' }}>
              {COLUMNS.map((c) => (
                <TableCell key={c} role="columnheader" scope="col">
                  {c === 'Book' ? <Box component="span" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Book</Box> : c}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody role="rowgroup">
            {rows.map((p) => (
              <TableRow key={p.id} role="row" hover>
                <TableCell role="cell" data-label="Provider">
                  {/* Desktop: the badge always on its own line under the name, so rows look alike whatever
                      the name's length; phones: beside the name while it fits. */}
                  <Box sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, alignItems: { xs: 'center', md: 'flex-start' }, gap: { xs: 1, md: 0.5 }, flexWrap: 'wrap' }}>
                    <Link component={RouterLink} to={`/providers/${p.slug}`} sx={{ fontWeight: 700, fontSize: '1rem' }}>
                      {p.name}
                    </Link>
                    {p.badge && <ProviderBadge badge={p.badge} />}
                  </Box>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
                    {p.serviceArea}
                  </Typography>
                </TableCell>
                <TableCell role="cell" data-label="Service Type">{p.type}</TableCell>
                <TableCell role="cell" data-label="Rating">
                  <RatingStars rating={p.rating} />
                </TableCell>
                <TableCell role="cell" data-label="Price Range">
                  <Box>
                    <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{p.priceRange}</Box>
                    <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                      {p.priceUnit}
                    </Typography>
                  </Box>
                </TableCell>
                <TableCell role="cell" data-label="Key Features">
                  <Box component="ul" sx={{ m: 0, pl: { xs: 0, md: 2 }, listStyle: { xs: 'none', md: 'disc' } }}>
                    {p.features.slice(0, COMPARISON_FEATURES).map((f) => (
                      <li key={f}>{f}</li>
                    ))}
                  </Box>
                </TableCell>
                <TableCell role="cell" data-label="Book">
                  <Box sx={{ '& a': { whiteSpace: 'nowrap' } }}>
                    <BookButton providerId={p.id} clickPage="comparison" bookingUrl={p.bookingUrl} discount={p} providerName={p.name} size="small" fullWidth />
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <AffiliateNote sx={{ mt: 1.5 }} />
    </>
  );
}
