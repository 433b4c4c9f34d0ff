import { deserialize, serialize } from 'node:v8';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import { CLICK_PAGES, CLICK_PAGE_NAMES } from '../../../../api/domain/clicks';
import { EARNINGS_TEXTS as T, Earnings } from './Earnings';

globalThis.structuredClone ??= ((value: unknown) => deserialize(serialize(value))) as typeof structuredClone;

const line = (clicks: number, bookings: number, pending: number, confirmed: number, paid: number, reversed = 0) => ({
  clicks,
  bookings,
  conversionRate: clicks ? bookings / clicks : 0,
  pendingCents: pending,
  confirmedCents: confirmed,
  paidCents: paid,
  reversedCents: reversed,
  earningsPerClickCents: clicks ? (pending + confirmed + paid) / clicks : 0,
});

function earnings(days: number, withSilent = false) {
  return {
    __typename: 'Earnings',
    days: Array.from({ length: days }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`.slice(0, 10)),
    currency: 'USD',
    otherCurrencyBookings: 0,
    totals: { __typename: 'EarningsTotals', ...line(8, 3, 500, 750, 250) },
    providers: [{ __typename: 'ProviderEarnings', provider: { __typename: 'EarningsProviderRef', id: 1, name: 'Alpha Earner', slug: 'alpha' }, ...line(4, 3, 500, 750, 250) }],
    pages: CLICK_PAGE_NAMES.map((page) => ({ __typename: 'PageEarnings', page, label: CLICK_PAGES[page], ...(page === 'home' ? line(3, 2, 500, 750, 0) : line(0, 0, 0, 0, 0)) })),
    daily: [{ __typename: 'DayEarnings', day: '2026-11-25', clicks: 8, commissionCents: 1500 }],
    unattributed: { __typename: 'UnattributedEarnings', bookings: 1, pendingCents: 300, confirmedCents: 0, paidCents: 0, reversedCents: 0 },
    silentPrograms: withSilent ? [{ __typename: 'AffiliateProgram', id: '4', name: 'Quiet Network', lastPostbackAt: null }] : [],
  };
}

const conversions = {
  data: {
    conversions: {
      __typename: 'ConversionPage',
      total: 1,
      items: [
        { __typename: 'Conversion', id: '1', order: 'A2', status: 'confirmed', commissionCents: 750, currency: 'USD', clickId: 'earn-alpha-0002', attributed: true, page: 'home', programName: 'Ride Network', providerName: 'Alpha Earner', createdAt: '2026-11-25T15:00:00.000Z' },
      ],
    },
  },
};

describe('earnings on the dashboard', () => {
  it('asks for 30 days by default, then 90 kept in the URL, with the CSV links following', async () => {
    const api = fakeGraphql({ AdminEarnings: (v) => ({ data: { earnings: earnings(Number(v.days), v.days === 90) } }), AdminConversions: () => conversions });
    renderAdmin(<Earnings />, { link: api.link, route: '/report' });
    expect(await screen.findByTestId('earnings-total')).toHaveTextContent('$15.00');
    expect(screen.getByTestId('earnings-per-click')).toHaveTextContent('$1.88');
    expect(screen.getByTestId('earnings-rate')).toHaveTextContent('37.5%');
    expect(screen.getByTestId('earnings-unattributed')).toHaveTextContent('1 booking no counted click explains ($3.00 pending, confirmed or paid)');
    expect(api.callsOf('AdminEarnings').map((c) => c.variables)).toEqual([{ days: 30 }]);
    expect(screen.getByRole('link', { name: T.conversionsCsv })).toHaveAttribute('href', '/api/admin/conversions.csv?days=30');
    expect(screen.getByRole('link', { name: T.clicksCsv })).toHaveAttribute('href', '/api/admin/kept-clicks.csv?days=30');
    const providers = screen.getByTestId('earnings-providers');
    expect(within(providers).getByRole('row', { name: /Alpha Earner/ })).toHaveTextContent('Alpha Earner4375%$5.00$7.50$2.50$0.00$3.75');
    expect(screen.queryByTestId('earnings-silent')).toBeNull();

    await act(async () => void fireEvent.click(within(screen.getByRole('group', { name: T.range })).getByRole('button', { name: '90 days' })));
    expect(await screen.findByTestId('earnings-silent')).toHaveTextContent('No postback for 14 days or more from Quiet Network');
    expect(api.callsOf('AdminEarnings').map((c) => c.variables)).toEqual([{ days: 30 }, { days: 90 }]);
    expect(screen.getByRole('link', { name: T.conversionsCsv })).toHaveAttribute('href', '/api/admin/conversions.csv?days=90');
  });

  it('lists conversions newest first, a page at a time', async () => {
    const api = fakeGraphql({ AdminEarnings: (v) => ({ data: { earnings: earnings(Number(v.days)) } }), AdminConversions: () => conversions });
    renderAdmin(<Earnings />, { link: api.link, route: '/report?earnings=7' });
    expect(await screen.findByText('earn-alpha-0002')).toBeInTheDocument();
    expect(api.callsOf('AdminEarnings').map((c) => c.variables)).toEqual([{ days: 7 }]);
    expect(api.callsOf('AdminConversions')[0].variables).toEqual({ limit: 25, offset: 0, sort: 'createdAt', order: 'desc' });
  });
});
