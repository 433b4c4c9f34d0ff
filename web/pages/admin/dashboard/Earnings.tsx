// The dashboard's earnings: what booking clicks earned over the last 7, 30 or 90 days (the range in
// the URL, ?earnings=7), per provider and per page (clicks, bookings, conversion rate, commission by
// status, earnings per click), a chart of commission per day, the bookings no click explains, a
// warning for programs silent for 14 days, the paged conversions list and the CSV downloads.
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Alert, Box, Button, Paper, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { Suspense, useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ROUTES } from '../../../../api/domain/routes';
import { CONVERSIONS_CSV_PATH, EARNINGS_DEFAULT_DAYS, EARNINGS_RANGES, KEPT_CLICKS_CSV_PATH, SILENT_PROGRAM_DAYS, STATUS_LABELS, type ConversionStatus } from '../../../../api/domain/affiliate';
import { usd } from '../../../../api/domain/money';
import { EmptyState, ErrorState, LoadingState } from '../../../components/common/States';
import { lazyComponent } from '../../../components/common/lazyParts';
import { AdminConversionsDocument, AdminEarningsDocument, type AdminConversionsQuery, type AdminEarningsQuery } from '../../../data/admin.generated';
import { makeSearchToolbar } from '../components/GridSearchToolbar';
import { adminGridProps, adminGridSx, useServerGrid } from '../components/gridParts';
import { isForbidden } from '../data/errors';
import { useAdminQuery } from '../data/useAdminQuery';

const EarningsChart = lazyComponent(() => import(/* webpackChunkName: "admin-earnings-chart" */ './EarningsChart'));

export type EarningsRange = (typeof EARNINGS_RANGES)[number];

/** The URL parameter that keeps the range; the default range leaves it out. */
export const EARNINGS_PARAM = 'earnings';

const percent = (rate: number) => `${(rate * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

export const EARNINGS_TEXTS = {
  title: 'Earnings',
  range: 'Earnings period',
  rangeOption: (days: number) => `${days} days`,
  programs: 'Affiliate programs',
  conversionsCsv: 'Conversions CSV',
  clicksCsv: 'Clicks with ids CSV',
  earned: 'Commission (pending, confirmed and paid)',
  perClick: 'Earnings per click',
  bookings: 'Bookings',
  rate: 'Conversion rate',
  chart: (days: number) => `Commission per day, last ${days} days`,
  byProvider: 'Per provider',
  byPage: 'Per page',
  unattributed: (n: number, cents: number) => `${plural(n, 'booking', 'bookings')} no counted click explains (${usd(cents)} pending, confirmed or paid): an unknown sub-ID, none, or a click outside the claim window.`,
  otherCurrency: (n: number) => `${plural(n, 'booking was', 'bookings were')} reported in another currency: counted as bookings, left out of the dollar sums (see the conversions CSV).`,
  silent: (names: string) => `No postback for ${SILENT_PROGRAM_DAYS} days or more from ${names}: check the postback address and secret at the network.`,
  conversions: 'Conversions',
  searchConversions: 'Search order or click id',
  loading: 'Loading earnings',
  error: 'Failed to fetch earnings',
  conversionsError: 'Failed to fetch conversions',
  empty: (days: number) => `No clicks or bookings in the last ${days} days yet.`,
  emptyHint: 'Add a program under Affiliate Programs and paste its postback address into the network: its bookings show here with the clicks that brought them.',
};
const T = EARNINGS_TEXTS;

/** The range a URL names, or the default for anything else. */
export function earningsRangeFrom(params: URLSearchParams): EarningsRange {
  return EARNINGS_RANGES.find((days) => String(days) === params.get(EARNINGS_PARAM)) ?? (EARNINGS_DEFAULT_DAYS as EarningsRange);
}

type Earnings = AdminEarningsQuery['earnings'];
type Line = Earnings['totals'];

const earned = (l: Pick<Line, 'pendingCents' | 'confirmedCents' | 'paidCents'>) => l.pendingCents + l.confirmedCents + l.paidCents;

function Tile({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, minWidth: 0 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

const LINE_COLUMNS: { key: keyof Line; label: string; show: (l: Line) => string }[] = [
  { key: 'clicks', label: 'Clicks', show: (l) => count(l.clicks) },
  { key: 'bookings', label: 'Bookings', show: (l) => count(l.bookings) },
  { key: 'conversionRate', label: 'Conv. rate', show: (l) => percent(l.conversionRate) },
  { key: 'pendingCents', label: STATUS_LABELS.booked, show: (l) => usd(l.pendingCents) },
  { key: 'confirmedCents', label: STATUS_LABELS.confirmed, show: (l) => usd(l.confirmedCents) },
  { key: 'paidCents', label: STATUS_LABELS.paid, show: (l) => usd(l.paidCents) },
  { key: 'reversedCents', label: STATUS_LABELS.reversed, show: (l) => usd(l.reversedCents) },
  { key: 'earningsPerClickCents', label: 'Per click', show: (l) => usd(Math.round(l.earningsPerClickCents)) },
];

/** A table of lines; scrolls sideways on a phone rather than squeezing the numbers. */
function LineTable({ title, rows, testId }: { title: string; rows: { key: string | number; name: string; line: Line }[]; testId: string }) {
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }} tabIndex={0} role="region" aria-label={title}>
        <Table size="small" data-testid={testId} sx={{ minWidth: 760, '& td, & th': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Name
              </TableCell>
              {LINE_COLUMNS.map((c) => (
                <TableCell key={c.key} align="right" component="th" scope="col">
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ key, name, line }) => (
              <TableRow key={key}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {name}
                </TableCell>
                {LINE_COLUMNS.map((c) => (
                  <TableCell key={c.key} align="right">
                    {c.show(line)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

const CHART_HEIGHT = 220;

function EarningsReport({ earnings, days }: { earnings: Earnings; days: EarningsRange }) {
  const { totals } = earnings;
  const unattributed = earnings.unattributed;
  if (totals.clicks === 0 && totals.bookings === 0) {
    return (
      <EmptyState title={T.empty(days)}>
        <Typography sx={{ color: 'text.secondary' }}>{T.emptyHint}</Typography>
      </EmptyState>
    );
  }
  return (
    <>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        <Tile label={T.earned} value={usd(earned(totals))} testId="earnings-total" />
        <Tile label={T.perClick} value={usd(Math.round(totals.earningsPerClickCents))} testId="earnings-per-click" />
        <Tile label={T.bookings} value={count(totals.bookings)} testId="earnings-bookings" />
        <Tile label={T.rate} value={percent(totals.conversionRate)} testId="earnings-rate" />
      </Box>
      <Box sx={{ height: CHART_HEIGHT, mt: 2 }} data-testid="earnings-chart">
        <Suspense fallback={<Skeleton variant="rectangular" height={CHART_HEIGHT} sx={{ borderRadius: 1 }} />}>
          <EarningsChart daily={earnings.daily} height={CHART_HEIGHT} title={T.chart(days)} />
        </Suspense>
      </Box>
      {unattributed.bookings > 0 && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="earnings-unattributed">
          {T.unattributed(unattributed.bookings, earned(unattributed))}
        </Alert>
      )}
      {earnings.otherCurrencyBookings > 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {T.otherCurrency(earnings.otherCurrencyBookings)}
        </Alert>
      )}
      <LineTable title={T.byProvider} testId="earnings-providers" rows={earnings.providers.map((p) => ({ key: p.provider.id, name: p.provider.name, line: p }))} />
      <LineTable title={T.byPage} testId="earnings-pages" rows={earnings.pages.map((p) => ({ key: p.page, name: p.label, line: p }))} />
    </>
  );
}

type ConversionRow = AdminConversionsQuery['conversions']['items'][number];

const CONVERSION_COLUMNS: GridColDef<ConversionRow>[] = [
  { field: 'createdAt', headerName: 'Received', minWidth: 150, flex: 1, valueFormatter: (v: string) => new Date(v).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) },
  { field: 'programName', headerName: 'Program', minWidth: 130, flex: 1, sortable: false },
  { field: 'order', headerName: 'Order', minWidth: 110, flex: 1, sortable: false },
  { field: 'status', headerName: 'Status', minWidth: 100, sortable: false, valueFormatter: (v: string) => STATUS_LABELS[v as ConversionStatus] ?? v },
  { field: 'commissionCents', headerName: 'Commission', type: 'number', minWidth: 110, sortable: false, valueGetter: (_v, row) => row.commissionCents, valueFormatter: (v: number, row) => (row.currency === 'USD' ? usd(v) : `${(v / 100).toFixed(2)} ${row.currency}`) },
  { field: 'providerName', headerName: 'Provider', minWidth: 140, flex: 1, sortable: false, valueFormatter: (v: string | null) => v ?? 'Unattributed' },
  { field: 'clickId', headerName: 'Click id', minWidth: 160, flex: 1, sortable: false, valueFormatter: (v: string | null) => v ?? '—' },
];

const ConversionsToolbar = makeSearchToolbar(T.conversions, T.searchConversions);

function ConversionsList() {
  const { variables, grid } = useServerGrid([{ field: 'createdAt', sort: 'desc' }]);
  const { data, previousData, loading, error, refetch } = useAdminQuery(AdminConversionsDocument, { variables });
  const page = (data ?? previousData)?.conversions;
  return (
    <Box sx={{ mt: 3 }}>
      {/* The grid's toolbar names the list. */}
      {error && !page ? (
        <ErrorState onRetry={() => void refetch()}>{T.conversionsError}</ErrorState>
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <DataGrid
            rows={page?.items ?? []}
            columns={CONVERSION_COLUMNS}
            loading={loading && !page}
            label={T.conversions}
            {...adminGridProps(ConversionsToolbar)}
            {...grid(page?.total ?? 0)}
            autoHeight
            localeText={{ noRowsLabel: 'No conversions reported yet.' }}
            sx={adminGridSx}
          />
        </Paper>
      )}
    </Box>
  );
}

export function Earnings() {
  const [params, setParams] = useSearchParams();
  const days = earningsRangeFrom(params);
  const { data, error, refetch } = useAdminQuery(AdminEarningsDocument, { variables: { days } });
  useEffect(() => void EarningsChart.preload().catch(() => undefined), []);

  const choose = (range: EarningsRange) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (range === EARNINGS_DEFAULT_DAYS) next.delete(EARNINGS_PARAM);
        else next.set(EARNINGS_PARAM, String(range));
        return next;
      },
      { replace: true },
    );

  if (error && !data && isForbidden(error)) return null;
  const silent = data?.earnings.silentPrograms ?? [];
  return (
    <Paper component="section" aria-labelledby="earnings-title" variant="outlined" sx={{ mt: 4, p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Typography id="earnings-title" variant="h6" component="h2" sx={{ fontWeight: 700, flex: '1 1 auto' }}>
          {T.title}
        </Typography>
        <ToggleButtonGroup exclusive size="small" color="primary" value={days} aria-label={T.range} onChange={(_e, value: EarningsRange | null) => value !== null && choose(value)}>
          {EARNINGS_RANGES.map((range) => (
            <ToggleButton key={range} value={range} sx={{ px: 2 }}>
              {T.rangeOption(range)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to={ROUTES.adminAffiliatePrograms.path}>
            {T.programs}
          </Button>
          <Button variant="outlined" href={`${CONVERSIONS_CSV_PATH}?days=${days}`} download startIcon={<FileDownloadOutlinedIcon />}>
            {T.conversionsCsv}
          </Button>
          <Button variant="outlined" href={`${KEPT_CLICKS_CSV_PATH}?days=${days}`} download startIcon={<FileDownloadOutlinedIcon />}>
            {T.clicksCsv}
          </Button>
        </Box>
      </Box>
      {silent.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="earnings-silent">
          {T.silent(silent.map((p) => p.name).join(', '))}
        </Alert>
      )}
      {data ? (
        <EarningsReport earnings={data.earnings} days={days} />
      ) : error ? (
        <ErrorState onRetry={() => void refetch()}>{T.error}</ErrorState>
      ) : (
        <LoadingState label={T.loading} />
      )}
      <ConversionsList />
    </Paper>
  );
}
