// The dashboard's booking clicks: clicks per provider over the last 7 or 30 days as a bar chart (the
// top providers), a sortable table (all of them, a column per page a link sits on) and a CSV download.
// The range lives in the URL (?clicks=30), so a reload or a shared link shows the same report.
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Box, Button, Link, Paper, Skeleton, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridSortDirection } from '@mui/x-data-grid';
import { Suspense, useEffect, useMemo } from 'react';
import { Link as RouterLink, generatePath } from 'react-router-dom';
import { AdminClickStatsDocument, type AdminClickStatsQuery } from '../../../data/admin.generated';
import { EmptyState } from '../../../components/common/States';
import { RangeChoice, ReportAnswer, ReportSection, rangeFrom, useRangeParam } from './reportParts';
import { lazyComponent } from '../../../components/common/lazyParts';
import { makeSearchToolbar } from '../components/GridSearchToolbar';
import { adminGridProps, adminGridSx, CellText } from '../components/gridParts';
import { isForbidden } from '../data/errors';
import { useAdminQuery } from '../data/useAdminQuery';
import { CLICK_CSV_PATH, CLICK_PAGES, CLICK_PAGE_NAMES, CLICK_RANGES, type ClickPage } from '../../../../api/domain/clicks';
import { ROUTES } from '../../../../api/domain/routes';

const ClicksChart = lazyComponent(() => import(/* webpackChunkName: "admin-clicks-chart" */ './ClicksChart'));

export type ClickRange = (typeof CLICK_RANGES)[number];

/** The URL parameter that keeps the chosen range; the first range is the default and leaves it out. */
export const RANGE_PARAM = 'clicks';

/** The most bars the chart draws: past that, a phone's bars get too thin to read. */
export const CHART_BARS = 10;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const BOOKING_CLICKS_TEXTS = {
  title: 'Booking clicks',
  range: 'Report period',
  rangeOption: (days: ClickRange) => `${days} days`,
  total: (clicks: number, days: ClickRange) => `${plural(clicks, 'click', 'clicks')} in the last ${days} days`,
  chart: (days: ClickRange) => `Booking clicks per provider, last ${days} days`,
  more: (providers: number) => `The top ${CHART_BARS} are drawn; ${plural(providers, 'more provider is', 'more providers are')} in the table below.`,
  table: 'Clicks per provider',
  search: 'Search providers',
  download: 'Download CSV',
  loading: 'Loading booking clicks',
  error: 'Failed to fetch booking clicks',
  empty: (days: ClickRange) => `No booking clicks in the last ${days} days yet.`,
  emptyHint:
    'A click is counted each time a traveller follows a provider’s booking link on the home page cards, the comparison table, the providers page or a provider page.',
};
const T = BOOKING_CLICKS_TEXTS;

const BAR_HEIGHT = 36;
const AXIS_HEIGHT = 44;
const chartHeight = (bars: number) => bars * BAR_HEIGHT + AXIS_HEIGHT;

type ProviderClicks = AdminClickStatsQuery['clickStats'][number];
type Row = { id: number; name: string; clicks: number } & Record<ClickPage, number>;

function toRow({ provider, clicks, pages }: ProviderClicks): Row {
  const byPage = Object.fromEntries(CLICK_PAGE_NAMES.map((page) => [page, pages.find((p) => p.page === page)?.clicks ?? 0])) as Record<ClickPage, number>;
  return { id: provider.id, name: provider.name, clicks, ...byPage };
}

/** The range a URL names, or the first one for anything else. */
export function rangeFromParams(params: URLSearchParams): ClickRange {
  return rangeFrom(params, RANGE_PARAM, CLICK_RANGES, CLICK_RANGES[0]);
}

export const clickCsvHref = (days: ClickRange) => `${CLICK_CSV_PATH}?days=${days}`;

// Counts read best biggest first; a second click shows the smallest.
const NUMBER_ORDER: GridSortDirection[] = ['desc', 'asc'];
const NAME_ORDER: GridSortDirection[] = ['asc', 'desc'];
const MOST_CLICKED = [{ field: 'clicks', sort: 'desc' as const }];

const ClicksToolbar = makeSearchToolbar(T.table, T.search);

const countColumn = (field: 'clicks' | ClickPage, headerName: string): GridColDef<Row> => ({
  field,
  headerName,
  type: 'number',
  flex: 1,
  minWidth: field === 'clicks' ? 88 : 112,
  // In the middle of a row that a two-line name makes taller.
  display: 'flex',
  sortingOrder: NUMBER_ORDER,
  valueFormatter: (value: number) => value.toLocaleString('en-US'),
});

const COLUMNS: GridColDef<Row>[] = [
  {
    field: 'name',
    headerName: 'Provider',
    flex: 1.6,
    minWidth: 150,
    display: 'flex',
    sortingOrder: NAME_ORDER,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={generatePath(ROUTES.adminProviderEdit.path, { id: String(row.id) })} sx={{ fontWeight: 600 }}>
        <CellText text={row.name} lines={2} />
      </Link>
    ),
  },
  countColumn('clicks', 'Clicks'),
  ...CLICK_PAGE_NAMES.map((page) => countColumn(page, CLICK_PAGES[page])),
];

export interface ClicksGridProps {
  rows: readonly Row[];
  /** Tests turn virtualization off (jsdom has no layout). */
  disableVirtualization?: boolean;
}

/** Every provider with clicks, sorted and searched in the browser (one row per provider is few). */
export function ClicksGrid({ rows, disableVirtualization }: ClicksGridProps) {
  return (
    <DataGrid
      rows={rows}
      columns={COLUMNS}
      label={T.table}
      {...adminGridProps(ClicksToolbar, MOST_CLICKED)}
      disableColumnFilter
      disableVirtualization={disableVirtualization}
      getRowHeight={() => 'auto'}
      columnHeaderHeight={64}
      localeText={{ noResultsOverlayLabel: 'No providers match your search.' }}
      sx={[
        adminGridSx,
        {
          '& .MuiDataGrid-cell': { py: 1, minHeight: 48 },
          // Page names such as 'Comparison table' wrap under their sort arrow instead of being cut.
          '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.25 },
        },
      ]}
    />
  );
}

function ClicksReport({ stats, days }: { stats: AdminClickStatsQuery['clickStats']; days: ClickRange }) {
  const rows = useMemo(() => stats.map(toRow), [stats]);
  if (rows.length === 0) {
    return (
      <EmptyState title={T.empty(days)}>
        <Typography sx={{ color: 'text.secondary' }}>{T.emptyHint}</Typography>
      </EmptyState>
    );
  }
  // The server answers most clicked first.
  const bars = rows.slice(0, CHART_BARS);
  const height = chartHeight(bars.length);
  const total = rows.reduce((sum, row) => sum + row.clicks, 0);
  return (
    <>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '2rem' } }} data-testid="clicks-total">
        {T.total(total, days)}
      </Typography>
      <Box sx={{ height, mt: 1 }} data-testid="clicks-chart">
        <Suspense fallback={<Skeleton variant="rectangular" height={height} sx={{ borderRadius: 1 }} />}>
          <ClicksChart bars={bars} height={height} title={T.chart(days)} />
        </Suspense>
      </Box>
      {rows.length > bars.length && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {T.more(rows.length - bars.length)}
        </Typography>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden', mt: 3 }}>
        <ClicksGrid rows={rows} />
      </Paper>
    </>
  );
}

export function BookingClicks() {
  const [days, choose] = useRangeParam(RANGE_PARAM, CLICK_RANGES, CLICK_RANGES[0]);
  // The cached report shows at once and the server's fresh numbers replace it.
  const { data, error, refetch } = useAdminQuery(AdminClickStatsDocument, { variables: { days } });
  // The chart's code loads while the numbers do.
  useEffect(() => void ClicksChart.preload().catch(() => undefined), []);

  // A non-admin already sees the dashboard's "access denied".
  if (error && !data && isForbidden(error)) return null;
  const tools = (
    <>
      <RangeChoice ranges={CLICK_RANGES} value={days} onChange={choose} label={T.range} optionLabel={T.rangeOption} />
      {/* The browser's own download, with the session cookie: no script holds the file. */}
      <Button variant="outlined" href={clickCsvHref(days)} download startIcon={<FileDownloadOutlinedIcon />}>
        {T.download}
      </Button>
    </>
  );
  return (
    <ReportSection titleId="booking-clicks-title" title={T.title} tools={tools}>
      <ReportAnswer data={data} error={error} retry={() => void refetch()} texts={T}>
        {(d) => <ClicksReport stats={d.clickStats} days={days} />}
      </ReportAnswer>
    </ReportSection>
  );
}
