// The dashboard's earnings: what booking clicks earned over the last 7, 30 or 90 days (the range in
// the URL, ?earnings=7), per provider and per page (clicks, bookings, conversion rate, commission by
// status, earnings per click), a chart of commission per day, the bookings no click explains and
// why, bookings in other currencies apart, a warning for programs silent for 14 days, how each number
// is counted, the paged conversions list with each one's history and the CSV downloads (the range or
// a chosen month).
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Alert, Box, Button, MenuItem, Skeleton, TextField, Typography } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '../../../../api/domain/routes';
import { CLAWBACK_LABEL, CONVERSIONS_CSV_PATH, EARNINGS_DEFAULT_DAYS, EARNINGS_RANGES, KEPT_CLICKS_CSV_PATH, SILENT_PROGRAM_DAYS, STATUS_LABELS } from '../../../../api/domain/affiliate';
import { addDays, dayOf } from '../../../../api/domain/clicks';
import { usd } from '../../../../api/domain/money';
import { EmptyState } from '../../../components/common/States';
import { FigureTable, RangeChoice, ReportAnswer, ReportSection, rangeFrom, useRangeParam, type FigureColumn } from './reportParts';
import { lazyComponent } from '../../../components/common/lazyParts';
import { AdminEarningsDocument, type AdminEarningsQuery } from '../../../data/admin.generated';
import { isForbidden } from '../data/errors';
import { useAdminQuery } from '../data/useAdminQuery';
import { ConversionsList, money } from './Conversions';

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
  byPartner: 'Per partner',
  partnerShare: 'Partner share',
  converted: (converted: number, clicks: number) => `${count(converted)} of ${plural(clicks, 'click', 'clicks')} led to a booking`,
  unattributed: (n: number, cents: number) => `${plural(n, 'booking', 'bookings')} no counted click explains (${usd(cents)} pending, confirmed or paid), credited to no provider or page:`,
  reason: (label: string, n: number) => `${label}: ${count(n)}`,
  otherCurrencies: 'Bookings in other currencies',
  otherCurrenciesHint: 'Summed in their own currency, never added to the dollar figures above.',
  silent: (names: string) => `No postback for ${SILENT_PROGRAM_DAYS} days or more from ${names}: check the postback address and secret at the network.`,
  help: 'How these numbers are counted',
  helpItems: [
    ['Bookings', 'Orders reported in this period (one per program and order), credited to a click this site counted, not reversed, in US dollars.'],
    ['Conversion rate', 'Of the clicks counted in this period, the share that led to a booking. A click that led to two orders counts once, and a booking whose click came before the period is a booking but not in the rate, so it never passes 100%.'],
    ['Commission', 'Pending, confirmed and paid, in US dollars, unattributed bookings included (the network pays them). Earnings per click is that commission divided by the clicks.'],
    ['Reversed', 'What reversals cost before payment: each commission as it stood before the reversal, whatever amount the reversal reported.'],
    [CLAWBACK_LABEL, 'Commission the network took back after paying it.'],
    ['Unattributed', 'Bookings no counted click explains, named by reason: no sub-ID, a sub-ID this site did not issue, a click it did not count (or no longer keeps), a click older than the claim window, or a provider the program does not cover.'],
    ['Other currencies', 'Listed apart with their own sums; never converted or added to dollars.'],
  ] as const,
  csvPeriod: 'CSV period',
  csvLastDays: (days: number) => `Last ${days} days`,
  loading: 'Loading earnings',
  error: 'Failed to fetch earnings',
  empty: (days: number) => `No clicks or bookings in the last ${days} days yet.`,
  emptyHint: 'Add a program under Affiliate Programs and paste its postback address into the network: its bookings show here with the clicks that brought them.',
};
const T = EARNINGS_TEXTS;

/** The range a URL names, or the default for anything else. */
export function earningsRangeFrom(params: URLSearchParams): EarningsRange {
  return rangeFrom(params, EARNINGS_PARAM, EARNINGS_RANGES, EARNINGS_DEFAULT_DAYS as EarningsRange);
}

type Earnings = AdminEarningsQuery['earnings'];
type Line = Earnings['totals'];

const earned = (l: Pick<Line, 'pendingCents' | 'confirmedCents' | 'paidCents'>) => l.pendingCents + l.confirmedCents + l.paidCents;

function Tile({ label, value, testId, note }: { label: string; value: string; testId: string; note?: string }) {
  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, minWidth: 0 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={testId}>
        {value}
      </Typography>
      {note && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }} data-testid={`${testId}-note`}>
          {note}
        </Typography>
      )}
    </Box>
  );
}

/** The commission by status, as each table shows its money (`show`: in dollars, or in a line's own currency). */
const STATUS_COLUMNS = [
  ['pendingCents', STATUS_LABELS.booked],
  ['confirmedCents', STATUS_LABELS.confirmed],
  ['paidCents', STATUS_LABELS.paid],
  ['reversedCents', STATUS_LABELS.reversed],
] as const;
type StatusCents = Record<(typeof STATUS_COLUMNS)[number][0], number>;
const statusColumns = <R extends StatusCents>(show: (cents: number, row: R) => string): FigureColumn<R>[] => STATUS_COLUMNS.map(([key, label]) => ({ label, show: (row) => show(row[key], row) }));

const LINE_COLUMNS: FigureColumn<Line>[] = [
  { label: 'Clicks', show: (l) => count(l.clicks) },
  { label: 'Bookings', show: (l) => count(l.bookings) },
  { label: 'Conv. rate', show: (l) => percent(l.conversionRate) },
  ...statusColumns<Line>(usd),
  { label: CLAWBACK_LABEL, show: (l) => usd(l.clawedBackCents) },
  { label: 'Per click', show: (l) => usd(Math.round(l.earningsPerClickCents)) },
];

type LineRow = { key: string | number; name: string; line: Line };
/** A table of lines; ten figures a line: a little less padding than MUI's small table keeps them on a laptop's screen. */
function LineTable({ title, rows, testId }: { title: string; rows: LineRow[]; testId: string }) {
  const columns = LINE_COLUMNS.map(({ label, show }): FigureColumn<LineRow> => ({ label, show: (r) => show(r.line) }));
  return <FigureTable title={title} testId={testId} minWidth={760} dense firstLabel="Name" rows={rows} rowKey={(r) => r.key} name={(r) => r.name} columns={columns} />;
}

const CHART_HEIGHT = 220;

/** Nothing at all in the period: no click, no booking of any kind, no commission moved. */
function isEmpty(e: Earnings): boolean {
  const t = e.totals;
  return t.clicks === 0 && t.bookings === 0 && e.unattributed.bookings === 0 && e.otherCurrencies.length === 0 && earned(t) + t.reversedCents + t.clawedBackCents === 0;
}

/** The definitions behind the figures, one click away (docs/affiliate-networks.md says the same). */
function HowCounted() {
  return (
    <Box component="details" sx={{ mt: 1.5, '& summary': { cursor: 'pointer', color: 'primary.main', typography: 'body2', fontWeight: 600 } }} data-testid="earnings-help">
      <summary>{T.help}</summary>
      <Box component="dl" sx={{ m: 0, mt: 1, typography: 'body2', '& dt': { fontWeight: 700 }, '& dd': { m: 0, mb: 1, color: 'text.secondary' } }}>
        {T.helpItems.map(([term, definition]) => (
          <Box key={term}>
            <dt>{term}</dt>
            <dd>{definition}</dd>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

type CurrencyLine = Earnings['otherCurrencies'][number];
const CURRENCY_COLUMNS: FigureColumn<CurrencyLine>[] = [
  { label: 'Bookings', show: (l) => count(l.bookings) },
  ...statusColumns<CurrencyLine>((cents, l) => money(cents, l.currency)),
  { label: CLAWBACK_LABEL, show: (l) => money(l.clawedBackCents, l.currency) },
];

/** Other currencies, each summed in itself: never mixed into the dollar figures. */
function OtherCurrencies({ lines }: { lines: CurrencyLine[] }) {
  return <FigureTable title={T.otherCurrencies} hint={T.otherCurrenciesHint} testId="earnings-currencies" minWidth={560} firstLabel="Currency" rows={lines} rowKey={(l) => l.currency} name={(l) => l.currency} columns={CURRENCY_COLUMNS} />;
}

type PartnerLine = Earnings['partners'][number];
const PARTNER_COLUMNS: FigureColumn<PartnerLine>[] = [
  { label: 'Clicks', show: (l) => count(l.clicks) },
  { label: T.bookings, show: (l) => count(l.bookings) },
  ...statusColumns<PartnerLine>(usd),
  { label: T.partnerShare, show: (l) => usd(l.shareCents) },
];

/** Each partner's clicks, the bookings they brought and its share (pending, confirmed and paid), in dollars. */
function PartnerTable({ lines }: { lines: PartnerLine[] }) {
  return (
    <FigureTable
      title={T.byPartner}
      testId="earnings-partners"
      minWidth={640}
      dense
      firstLabel="Partner"
      rows={lines}
      rowKey={(l) => l.partner.id}
      name={(l) => <RouterLink to={ROUTES.adminPartners.path}>{l.partner.name}</RouterLink>}
      columns={PARTNER_COLUMNS}
    />
  );
}

function EarningsReport({ earnings, days }: { earnings: Earnings; days: EarningsRange }) {
  const { totals } = earnings;
  const unattributed = earnings.unattributed;
  if (isEmpty(earnings)) {
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
        <Tile label={T.rate} value={percent(totals.conversionRate)} testId="earnings-rate" note={T.converted(totals.convertedClicks, totals.clicks)} />
      </Box>
      <HowCounted />
      <Box sx={{ height: CHART_HEIGHT, mt: 2 }} data-testid="earnings-chart">
        <Suspense fallback={<Skeleton variant="rectangular" height={CHART_HEIGHT} sx={{ borderRadius: 1 }} />}>
          <EarningsChart daily={earnings.daily} height={CHART_HEIGHT} title={T.chart(days)} />
        </Suspense>
      </Box>
      {unattributed.bookings > 0 && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="earnings-unattributed">
          {T.unattributed(unattributed.bookings, earned(unattributed))}
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {unattributed.reasons.map((r) => (
              <li key={r.reason}>{T.reason(r.label, r.bookings)}</li>
            ))}
          </Box>
        </Alert>
      )}
      <LineTable title={T.byProvider} testId="earnings-providers" rows={earnings.providers.map((p) => ({ key: p.provider.id, name: p.provider.name, line: p }))} />
      <LineTable title={T.byPage} testId="earnings-pages" rows={earnings.pages.map((p) => ({ key: p.page, name: p.label, line: p }))} />
      {earnings.partners.length > 0 && <PartnerTable lines={earnings.partners} />}
      {earnings.otherCurrencies.length > 0 && <OtherCurrencies lines={earnings.otherCurrencies} />}
    </>
  );
}

/** How many past months the CSV period offers, this one included. */
export const CSV_MONTHS = 12;

/** The months a CSV may cover, newest first ('2026-11', '2026-10', ...), from the site's today. */
export function csvMonths(now: Date = new Date()): string[] {
  const months = [dayOf(now).slice(0, 7)];
  while (months.length < CSV_MONTHS) months.push(addDays(`${months[months.length - 1]}-01`, -1).slice(0, 7));
  return months;
}

const monthLabel = (month: string) => new Date(`${month}-15T12:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The CSV links' query: the dashboard's range, or a chosen month. */
export const csvQuery = (days: EarningsRange, month: string) => (month ? `month=${month}` : `days=${days}`);

export function Earnings() {
  const [days, choose] = useRangeParam(EARNINGS_PARAM, EARNINGS_RANGES, EARNINGS_DEFAULT_DAYS as EarningsRange);
  const { data, error, refetch } = useAdminQuery(AdminEarningsDocument, { variables: { days } });
  // '' follows the range; a month ('2026-10') makes both CSV files cover that calendar month.
  const [csvMonth, setCsvMonth] = useState('');
  const months = csvMonths();
  useEffect(() => void EarningsChart.preload().catch(() => undefined), []);

  if (error && !data && isForbidden(error)) return null;
  const silent = data?.earnings.silentPrograms ?? [];
  const query = csvQuery(days, csvMonth);
  const tools = (
    <>
      <RangeChoice ranges={EARNINGS_RANGES} value={days} onChange={choose} label={T.range} optionLabel={T.rangeOption} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" component={RouterLink} to={ROUTES.adminAffiliatePrograms.path}>
          {T.programs}
        </Button>
        <TextField
          select
          size="small"
          label={T.csvPeriod}
          value={csvMonth}
          onChange={(e) => setCsvMonth(e.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="">{T.csvLastDays(days)}</MenuItem>
          {months.map((month) => (
            <MenuItem key={month} value={month}>
              {monthLabel(month)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" href={`${CONVERSIONS_CSV_PATH}?${query}`} download startIcon={<FileDownloadOutlinedIcon />}>
          {T.conversionsCsv}
        </Button>
        <Button variant="outlined" href={`${KEPT_CLICKS_CSV_PATH}?${query}`} download startIcon={<FileDownloadOutlinedIcon />}>
          {T.clicksCsv}
        </Button>
      </Box>
    </>
  );
  return (
    <ReportSection titleId="earnings-title" title={T.title} tools={tools}>
      {silent.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="earnings-silent">
          {T.silent(silent.map((p) => p.name).join(', '))}
        </Alert>
      )}
      <ReportAnswer data={data} error={error} retry={() => void refetch()} texts={T}>
        {(d) => <EarningsReport earnings={d.earnings} days={days} />}
      </ReportAnswer>
      <ConversionsList />
    </ReportSection>
  );
}
