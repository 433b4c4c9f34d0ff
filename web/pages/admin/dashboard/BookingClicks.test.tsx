import { deserialize, serialize } from 'node:v8';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import { CLICK_PAGES, CLICK_PAGE_NAMES, type ClickPage } from '../../../../api/domain/clicks';
import { BOOKING_CLICKS_TEXTS as T, BookingClicks } from './BookingClicks';

// Every browser has structuredClone but jest's jsdom leaves it out; the chart's pointer gestures copy
// their options with it.
globalThis.structuredClone ??= ((value: unknown) => deserialize(serialize(value))) as typeof structuredClone;

/** One provider's answer, its total the sum of its pages (as the server makes it). */
function providerClicks(id: number, name: string, pages: Partial<Record<ClickPage, number>>) {
  const counts = CLICK_PAGE_NAMES.map((page) => ({ __typename: 'PageClicks', page, label: CLICK_PAGES[page], clicks: pages[page] ?? 0 }));
  return {
    __typename: 'ProviderClicks',
    provider: { __typename: 'ProviderRef', id, name, slug: name.toLowerCase().replace(/[^a-z0-9]/g, '') },
    clicks: counts.reduce((sum, p) => sum + p.clicks, 0),
    pages: counts,
  };
}

const WEEK = [
  providerClicks(3, 'Bull City Cab Co.', { home: 4, comparison: 2, provider: 1 }),
  providerClicks(1, 'Triangle Airport Shuttle', { comparison: 3, providers: 2 }),
  providerClicks(2, 'Carolina Executive Car', { provider: 1 }),
];
const MONTH = [...WEEK.slice(0, 2), providerClicks(2, 'Carolina Executive Car', { provider: 9, home: 3 })].sort((a, b) => b.clicks - a.clicks);

const byDays = (variables: Record<string, unknown>) => ({ data: { clickStats: variables.days === 30 ? MONTH : WEEK } });

/** The grid's body rows, top to bottom, as their cells' text. */
function gridRows(): string[][] {
  const grid = screen.getByRole('grid', { name: T.table });
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell').map((cell) => cell.textContent ?? ''));
}

const sortBy = (header: string) =>
  act(async () => void fireEvent.click(screen.getByRole('columnheader', { name: header }).querySelector('.MuiDataGrid-columnHeaderTitleContainer')!));

describe('booking clicks on the dashboard', () => {
  it('asks for the last 7 days, then 30 when chosen, with the CSV link following the range', async () => {
    const api = fakeGraphql({ AdminClickStats: byDays });
    renderAdmin(<BookingClicks />, { link: api.link, route: '/report' });
    expect(screen.getByRole('status', { name: T.loading })).toBeInTheDocument();
    expect(await screen.findByText('13 clicks in the last 7 days')).toBeInTheDocument();
    expect(api.callsOf('AdminClickStats').map((c) => c.variables)).toEqual([{ days: 7 }]);
    const range = screen.getByRole('group', { name: T.range });
    expect(within(range).getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    const csv = screen.getByRole('link', { name: T.download });
    expect(csv).toHaveAttribute('href', '/api/admin/clicks.csv?days=7');
    expect(csv).toHaveAttribute('download');

    await act(async () => void fireEvent.click(within(range).getByRole('button', { name: '30 days' })));
    expect(await screen.findByText('24 clicks in the last 30 days')).toBeInTheDocument();
    expect(api.callsOf('AdminClickStats').map((c) => c.variables)).toEqual([{ days: 7 }, { days: 30 }]);
    expect(within(range).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: T.download })).toHaveAttribute('href', '/api/admin/clicks.csv?days=30');

    // Back to 7: the cached numbers show at once and the server is asked again for fresh ones.
    await act(async () => void fireEvent.click(within(range).getByRole('button', { name: '7 days' })));
    expect(screen.getByText('13 clicks in the last 7 days')).toBeInTheDocument();
    await waitFor(() => expect(api.callsOf('AdminClickStats').map((c) => c.variables)).toEqual([{ days: 7 }, { days: 30 }, { days: 7 }]));
  });

  it('opens on the range the URL names', async () => {
    const api = fakeGraphql({ AdminClickStats: byDays });
    renderAdmin(<BookingClicks />, { link: api.link, route: '/report?clicks=30' });
    expect(await screen.findByText('24 clicks in the last 30 days')).toBeInTheDocument();
    expect(api.callsOf('AdminClickStats').map((c) => c.variables)).toEqual([{ days: 30 }]);
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists every provider with its clicks per page, most clicked first, linked to its edit page, and sorts', async () => {
    const api = fakeGraphql({ AdminClickStats: byDays });
    renderAdmin(<BookingClicks />, { link: api.link, route: '/report' });
    await screen.findByText('13 clicks in the last 7 days');
    const grid = screen.getByRole('grid', { name: T.table });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Provider', 'Clicks', ...Object.values(CLICK_PAGES)]);
    expect(gridRows()).toEqual([
      ['Bull City Cab Co.', '7', '4', '2', '0', '1', '0'],
      ['Triangle Airport Shuttle', '5', '0', '3', '2', '0', '0'],
      ['Carolina Executive Car', '1', '0', '0', '0', '1', '0'],
    ]);
    expect(within(grid).getByRole('link', { name: 'Bull City Cab Co.' })).toHaveAttribute('href', '/admin/providers/edit/3');

    await sortBy('Clicks');
    expect(gridRows().map((row) => row[0])).toEqual(['Carolina Executive Car', 'Triangle Airport Shuttle', 'Bull City Cab Co.']);
    await sortBy('Provider');
    expect(gridRows().map((row) => row[0])).toEqual(['Bull City Cab Co.', 'Carolina Executive Car', 'Triangle Airport Shuttle']);
    await sortBy(CLICK_PAGES.comparison);
    expect(gridRows().map((row) => row[0])).toEqual(['Triangle Airport Shuttle', 'Bull City Cab Co.', 'Carolina Executive Car']);
  });

  it('draws the top providers and says how many more the table holds', async () => {
    const many = Array.from({ length: 12 }, (_, k) => providerClicks(k + 1, `Provider ${k + 1}`, { home: 20 - k }));
    const api = fakeGraphql({ AdminClickStats: () => ({ data: { clickStats: many } }) });
    renderAdmin(<BookingClicks />, { link: api.link, route: '/report' });
    expect(await screen.findByText(T.more(2))).toHaveTextContent('The top 10 are drawn; 2 more providers are in the table below.');
    expect(screen.getByTestId('clicks-chart')).toHaveStyle({ height: `${10 * 36 + 44}px` });
    expect(gridRows()).toHaveLength(12);
  });

  it('says when there are no clicks yet, and what makes them appear', async () => {
    const api = fakeGraphql({ AdminClickStats: () => ({ data: { clickStats: [] } }) });
    renderAdmin(<BookingClicks />, { link: api.link, route: '/report' });
    expect(await screen.findByText('No booking clicks in the last 7 days yet.')).toBeInTheDocument();
    expect(screen.getByText(T.emptyHint)).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByTestId('clicks-chart')).not.toBeInTheDocument();
  });

  it('says when the numbers cannot be read, and asks again on Retry', async () => {
    let fail = true;
    const api = fakeGraphql({
      AdminClickStats: (variables) => (fail ? { errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } : byDays(variables)),
    });
    renderAdmin(<BookingClicks />, { link: api.link, route: '/report' });
    expect(await screen.findByText(T.error)).toBeInTheDocument();
    fail = false;
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('13 clicks in the last 7 days')).toBeInTheDocument();
    expect(api.callsOf('AdminClickStats')).toHaveLength(2);
  });

  it('shows nothing to a user who is not an admin (the dashboard already says so)', async () => {
    const api = fakeGraphql({ AdminClickStats: () => ({ errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] }) });
    renderAdmin(<BookingClicks />, { link: api.link, route: '/report' });
    expect(screen.getByRole('region', { name: T.title })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: T.title })).not.toBeInTheDocument());
    expect(api.callsOf('AdminClickStats')).toHaveLength(1);
    expect(screen.queryByText(T.error)).not.toBeInTheDocument();
  });
});
