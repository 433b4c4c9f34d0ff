import { deserialize, serialize } from 'node:v8';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import { CLICK_PAGES, CLICK_PAGE_NAMES } from '../../../../api/domain/clicks';
import { dayOf } from '../../../../api/domain/clicks';
import { EARNINGS_TEXTS as T, Earnings, csvMonths } from './Earnings';

globalThis.structuredClone ??= ((value: unknown) => deserialize(serialize(value))) as typeof structuredClone;

const line = (clicks: number, bookings: number, pending: number, confirmed: number, paid: number, reversed = 0, converted = bookings) => ({
  clicks,
  bookings,
  convertedClicks: converted,
  conversionRate: clicks ? converted / clicks : 0,
  pendingCents: pending,
  confirmedCents: confirmed,
  paidCents: paid,
  reversedCents: reversed,
  clawedBackCents: 0,
  earningsPerClickCents: clicks ? (pending + confirmed + paid) / clicks : 0,
});

const reason = (code: string, label: string, bookings: number) => ({ __typename: 'UnattributedReasonCount', reason: code, label, bookings });

function earnings(days: number, withSilent = false) {
  return {
    __typename: 'Earnings',
    days: Array.from({ length: days }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`.slice(0, 10)),
    currency: 'USD',
    otherCurrencyBookings: 0,
    otherCurrencies: [] as unknown[],
    totals: { __typename: 'EarningsTotals', ...line(8, 3, 500, 750, 250) },
    providers: [{ __typename: 'ProviderEarnings', provider: { __typename: 'EarningsProviderRef', id: 1, name: 'Alpha Earner', slug: 'alpha' }, ...line(4, 3, 500, 750, 250) }],
    pages: CLICK_PAGE_NAMES.map((page) => ({ __typename: 'PageEarnings', page, label: CLICK_PAGES[page], ...(page === 'home' ? line(3, 2, 500, 750, 0) : line(0, 0, 0, 0, 0)) })),
    daily: [{ __typename: 'DayEarnings', day: '2026-11-25', clicks: 8, commissionCents: 1500 }],
    unattributed: { __typename: 'UnattributedEarnings', bookings: 1, pendingCents: 300, confirmedCents: 0, paidCents: 0, reversedCents: 0, clawedBackCents: 0, reasons: [reason('no-sub-id', 'no sub-ID', 1)] },
    silentPrograms: withSilent ? [{ __typename: 'AffiliateProgram', id: '4', name: 'Quiet Network', lastPostbackAt: null }] : [],
    partners: [] as unknown[],
  };
}

const event = (status: string, commissionCents: number, createdAt: string, correction = false) => ({ __typename: 'ConversionEvent', status, commissionCents, correction, createdAt });
const conversion = (over: Record<string, unknown>) => ({
  __typename: 'Conversion',
  id: '1',
  order: 'A2',
  status: 'confirmed',
  commissionCents: 750,
  currency: 'USD',
  valueCents: null,
  lostCents: null,
  reversedFrom: null,
  clawback: false,
  clickId: 'earn-alpha-0002',
  attributed: true,
  unattributedReason: null,
  page: 'home',
  programName: 'Ride Network',
  providerName: 'Alpha Earner',
  createdAt: '2026-11-25T15:00:00.000Z',
  events: [event('confirmed', 750, '2026-11-25T15:00:00.000Z')],
  ...over,
});
const conversions = { data: { conversions: { __typename: 'ConversionPage', total: 1, items: [conversion({})] } } };

describe('earnings on the dashboard', () => {
  it('asks for 30 days by default, then 90 kept in the URL, with the CSV links following', async () => {
    const api = fakeGraphql({ AdminEarnings: (v) => ({ data: { earnings: earnings(Number(v.days), v.days === 90) } }), AdminConversions: () => conversions });
    renderAdmin(<Earnings />, { link: api.link, route: '/report' });
    expect(await screen.findByTestId('earnings-total')).toHaveTextContent('$15.00');
    expect(screen.getByTestId('earnings-per-click')).toHaveTextContent('$1.88');
    expect(screen.getByTestId('earnings-rate')).toHaveTextContent('37.5%');
    expect(screen.getByTestId('earnings-unattributed')).toHaveTextContent('1 booking no counted click explains ($3.00 pending, confirmed or paid), credited to no provider or page:no sub-ID: 1');
    expect(screen.getByTestId('earnings-rate-note')).toHaveTextContent('3 of 8 clicks led to a booking');
    expect(api.callsOf('AdminEarnings').map((c) => c.variables)).toEqual([{ days: 30 }]);
    expect(screen.getByRole('link', { name: T.conversionsCsv })).toHaveAttribute('href', '/api/admin/conversions.csv?days=30');
    expect(screen.getByRole('link', { name: T.clicksCsv })).toHaveAttribute('href', '/api/admin/kept-clicks.csv?days=30');
    const providers = screen.getByTestId('earnings-providers');
    expect(within(providers).getByRole('row', { name: /Alpha Earner/ })).toHaveTextContent('Alpha Earner4375%$5.00$7.50$2.50$0.00$0.00$3.75');
    expect(screen.queryByTestId('earnings-silent')).toBeNull();

    await act(async () => void fireEvent.click(within(screen.getByRole('group', { name: T.range })).getByRole('button', { name: '90 days' })));
    expect(await screen.findByTestId('earnings-silent')).toHaveTextContent('No postback for 14 days or more from Quiet Network');
    expect(api.callsOf('AdminEarnings').map((c) => c.variables)).toEqual([{ days: 30 }, { days: 90 }]);
    expect(screen.getByRole('link', { name: T.conversionsCsv })).toHaveAttribute('href', '/api/admin/conversions.csv?days=90');
  });

  it('breaks the earnings down per partner: clicks, bookings, commission by status and its share', async () => {
    const report = earnings(30);
    report.partners = [
      {
        __typename: 'PartnerEarnings',
        partner: { __typename: 'PartnerRef', id: '2', name: 'TravelCo', slug: 'travelco' },
        clicks: 12,
        bookings: 2,
        pendingCents: 1200,
        confirmedCents: 800,
        paidCents: 0,
        reversedCents: 300,
        shareCents: 500,
      },
    ];
    renderAdmin(<Earnings />, { link: fakeGraphql({ AdminEarnings: () => ({ data: { earnings: report } }), AdminConversions: () => conversions }).link, route: '/report' });
    const table = await screen.findByTestId('earnings-partners');
    expect(within(table).getByRole('row', { name: /TravelCo/ })).toHaveTextContent('TravelCo122$12.00$8.00$0.00$3.00$5.00');
    expect(within(table).getByRole('link', { name: 'TravelCo' })).toHaveAttribute('href', '/admin/partners');
  });

  it('lists conversions newest first, a page at a time', async () => {
    const api = fakeGraphql({ AdminEarnings: (v) => ({ data: { earnings: earnings(Number(v.days)) } }), AdminConversions: () => conversions });
    renderAdmin(<Earnings />, { link: api.link, route: '/report?earnings=7' });
    expect(await screen.findByText('earn-alpha-0002')).toBeInTheDocument();
    expect(api.callsOf('AdminEarnings').map((c) => c.variables)).toEqual([{ days: 7 }]);
    expect(api.callsOf('AdminConversions')[0].variables).toEqual({ limit: 25, offset: 0, sort: 'createdAt', order: 'desc' });
  });

  it('names every reason a booking is unattributed, the program not covering the provider included, and says how each number is counted', async () => {
    const report = earnings(30);
    report.unattributed = {
      ...report.unattributed,
      bookings: 5,
      reasons: [
        reason('no-sub-id', 'no sub-ID', 1),
        reason('not-issued', 'a sub-ID this site did not issue', 1),
        reason('unknown-click', 'a click this site did not count (or no longer keeps)', 1),
        reason('outside-window', 'a click older than the claim window', 1),
        reason('not-covered', 'the program does not cover this provider', 1),
      ],
    };
    const api = fakeGraphql({ AdminEarnings: () => ({ data: { earnings: report } }), AdminConversions: () => conversions });
    renderAdmin(<Earnings />, { link: api.link, route: '/report' });
    const note = await screen.findByTestId('earnings-unattributed');
    expect(within(note).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'no sub-ID: 1',
      'a sub-ID this site did not issue: 1',
      'a click this site did not count (or no longer keeps): 1',
      'a click older than the claim window: 1',
      'the program does not cover this provider: 1',
    ]);
    const help = screen.getByTestId('earnings-help');
    expect(within(help).getByText(T.help)).toBeInTheDocument();
    for (const term of ['Bookings', 'Conversion rate', 'Commission', 'Reversed', 'Clawed back', 'Unattributed', 'Other currencies']) expect(within(help).getByText(term)).toBeInTheDocument();
    expect(help).toHaveTextContent('never passes 100%');
  });

  it('lists bookings in other currencies apart, summed in their own currency', async () => {
    const report = earnings(30);
    report.otherCurrencyBookings = 2;
    report.otherCurrencies = [
      { __typename: 'CurrencyEarnings', currency: 'EUR', bookings: 2, pendingCents: 900, confirmedCents: 450, paidCents: 0, reversedCents: 300, clawedBackCents: 0 },
    ];
    const api = fakeGraphql({ AdminEarnings: () => ({ data: { earnings: report } }), AdminConversions: () => conversions });
    renderAdmin(<Earnings />, { link: api.link, route: '/report' });
    const table = await screen.findByTestId('earnings-currencies');
    expect(within(table).getByRole('row', { name: /EUR/ })).toHaveTextContent('EUR29.00 EUR4.50 EUR0.00 EUR3.00 EUR0.00 EUR');
    // The dollar tiles are the dollars alone.
    expect(screen.getByTestId('earnings-total')).toHaveTextContent('$15.00');
  });

  it('shows a conversion’s history in a drawer: each report with its date and amount, what the reversal lost, a clawback', async () => {
    const reversed = conversion({
      id: '7',
      order: 'K-77',
      status: 'reversed',
      commissionCents: 0,
      lostCents: 425,
      reversedFrom: 'paid',
      clawback: true,
      events: [
        event('booked', 450, '2026-11-02T15:00:00.000Z'),
        event('confirmed', 450, '2026-11-16T15:00:00.000Z'),
        event('confirmed', 425, '2026-11-17T15:00:00.000Z', true),
        event('paid', 425, '2026-11-20T15:00:00.000Z'),
        event('reversed', 0, '2026-11-24T15:00:00.000Z'),
      ],
    });
    const unattributed = conversion({ id: '8', order: 'U-8', attributed: false, providerName: null, clickId: 'tp_123.abc', unattributedReason: 'not-issued', page: null });
    const api = fakeGraphql({
      AdminEarnings: (v) => ({ data: { earnings: earnings(Number(v.days)) } }),
      AdminConversions: () => ({ data: { conversions: { __typename: 'ConversionPage', total: 2, items: [reversed, unattributed] } } }),
    });
    renderAdmin(<Earnings />, { link: api.link, route: '/report' });
    const row = (await screen.findByText('K-77')).closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent('Clawed back');
    expect(row).toHaveTextContent('$4.25 lost');
    await act(async () => void fireEvent.click(within(row).getByRole('button', { name: 'History of order K-77' })));
    const drawer = await screen.findByTestId('conversion-history');
    expect(within(drawer).getByRole('heading', { name: 'Order K-77' })).toBeInTheDocument();
    expect(drawer).toHaveTextContent('Taken back (clawback)$4.25');
    const rows = within(within(drawer).getByRole('table', { name: 'History' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(1).map((c) => c.textContent))).toEqual([
      ['Pending', '$4.50'],
      ['Confirmed', '$4.50'],
      ['ConfirmedCorrected commission', '$4.25'],
      ['Paid', '$4.25'],
      ['Clawed backClawback: $4.25 taken back after payment', '$0.00'],
    ]);
    expect(rows[0]).toHaveTextContent(/Nov 2, 2026/);
    await act(async () => void fireEvent.click(within(drawer).getByRole('button', { name: 'Close' })));
    // A row opens its history too; an unattributed one says why.
    await act(async () => void fireEvent.click(screen.getByText('U-8')));
    expect(await screen.findByTestId('conversion-history')).toHaveTextContent('Unattributed: a sub-ID this site did not issue');
  });

  it('downloads the CSV files for a chosen month', async () => {
    const api = fakeGraphql({ AdminEarnings: (v) => ({ data: { earnings: earnings(Number(v.days)) } }), AdminConversions: () => conversions });
    renderAdmin(<Earnings />, { link: api.link, route: '/report?earnings=90' });
    await screen.findByTestId('earnings-total');
    expect(screen.getByRole('link', { name: T.clicksCsv })).toHaveAttribute('href', '/api/admin/kept-clicks.csv?days=90');
    const months = csvMonths();
    expect(months).toHaveLength(12);
    expect(months[0]).toBe(dayOf(new Date()).slice(0, 7));
    await act(async () => void fireEvent.mouseDown(screen.getByRole('combobox', { name: T.csvPeriod })));
    const lastMonth = months[1];
    const label = new Date(`${lastMonth}-15T12:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    await act(async () => void fireEvent.click(screen.getByRole('option', { name: label })));
    expect(screen.getByRole('link', { name: T.conversionsCsv })).toHaveAttribute('href', `/api/admin/conversions.csv?month=${lastMonth}`);
    expect(screen.getByRole('link', { name: T.clicksCsv })).toHaveAttribute('href', `/api/admin/kept-clicks.csv?month=${lastMonth}`);
  });
});
