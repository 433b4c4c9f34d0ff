import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminProviderRowFieldsFragment } from '../../../data/admin.generated';
import { MAX_SEARCH_LENGTH, PAGING_TEXTS } from '../../../../api/domain/paging';
import { fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import { ProvidersGrid, ProvidersListPage } from './ProvidersListPage';

const row = (over: Partial<AdminProviderRowFieldsFragment>): AdminProviderRowFieldsFragment => ({
  id: 1,
  version: 1,
  name: 'Bull City Cab Co.',
  slug: 'bullcitycab',
  type: 'Taxi Service',
  serviceArea: 'Durham, RTP, Chapel Hill',
  factsCheckedOn: null,
  rating: 4.6,
  badge: 'Local Favorite',
  archivedAt: null,
  redirectTo: null,
  ...over,
});

/** A window of the given width for MUI's media queries (jsdom has no layout of its own). */
function viewport(width: number) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { matches, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false } as MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}

describe('providers grid', () => {
  it.each([768, 1280])('shows every column of the spec at %i px, with "No badge" for a provider without one', async (width) => {
    const restore = viewport(width);
    try {
      const onDelete = jest.fn();
      const rows = [row({}), row({ id: 2, name: 'Carolina Executive Car', slug: 'carolinaexecutivecar', type: 'Black Car', serviceArea: 'Raleigh, Garner, Cary', badge: null })];
      render(<ProvidersGrid rows={rows} loading={false} onEdit={jest.fn()} onEditRoute={jest.fn()} onDelete={onDelete} disableVirtualization />);
      // "Checked on" only where the grid has room for it beside SPEC's columns (1200 px and wider).
      const checked = width >= 1200 ? ['Checked on'] : [];
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Type', 'Service Area', 'Rating', 'Badge', ...checked, 'Actions']);
      const carolina = screen.getByRole('row', { name: /Carolina Executive Car/ });
      expect(within(carolina).getByText('Raleigh, Garner, Cary')).toBeInTheDocument();
      expect(within(carolina).getByText('No badge')).toBeInTheDocument();
      expect(within(carolina).getByRole('button', { name: 'Edit Carolina Executive Car' })).toBeInTheDocument();
      expect(within(carolina).getByRole('button', { name: 'Edit route of Carolina Executive Car' })).toBeInTheDocument();
      await act(async () => void fireEvent.click(within(carolina).getByRole('button', { name: 'Delete Carolina Executive Car' })));
      expect(onDelete).toHaveBeenCalledWith(rows[1]);
    } finally {
      restore();
    }
  });
});

describe('providers page', () => {
  const many = (total: number) => (variables: Record<string, unknown>) => {
    const offset = Number(variables.offset ?? 0);
    const limit = Number(variables.limit ?? 100);
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, k) => ({
      __typename: 'Provider',
      ...row({ id: offset + k + 1, name: `Provider ${offset + k + 1}`, slug: `provider${offset + k + 1}` }),
    }));
    return { data: { adminProvidersPage: { __typename: 'ProviderPage', total, byStatus: { __typename: 'ProviderStatusCounts', active: total, archived: 0 }, items } } };
  };

  it('asks the server for one page, sorted by name, and pages, sorts and searches there', async () => {
    const api = fakeGraphql({ AdminProviders: many(10_000) });
    renderAdmin(<ProvidersListPage />, { link: api.link });
    await screen.findByRole('gridcell', { name: /^Provider 1\b/ });
    expect(api.callsOf('AdminProviders')[0].variables).toEqual({ limit: 25, offset: 0, sort: 'name', order: 'asc' });
    expect(screen.getAllByRole('row')).toHaveLength(26); // header + one page
    expect(screen.getByText('1–25 of 10,000')).toBeInTheDocument();

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Go to next page' })));
    await screen.findByRole('gridcell', { name: /^Provider 26\b/ });
    expect(api.callsOf('AdminProviders').at(-1)?.variables).toMatchObject({ limit: 25, offset: 25 });

    await act(async () => void fireEvent.click(screen.getByRole('columnheader', { name: 'Rating' }).querySelector('.MuiDataGrid-columnHeaderTitleContainer')!));
    await waitFor(() => expect(api.callsOf('AdminProviders').at(-1)?.variables).toEqual({ limit: 25, offset: 0, sort: 'rating', order: 'asc' }));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search providers' }), { target: { value: 'cab' } });
    await waitFor(() => expect(api.callsOf('AdminProviders').at(-1)?.variables).toMatchObject({ q: 'cab', offset: 0 }));
  });

  // Issue 31, item 16: a search the server refuses (over 100 characters) says why, rather than
  // leaving the unfiltered list on screen as if it had matched.
  it('shows why a search over 100 characters was refused, and no rows', async () => {
    const refused = { message: PAGING_TEXTS.q, extensions: { code: 'BAD_USER_INPUT', errors: { q: PAGING_TEXTS.q } } };
    const answer = many(30);
    const api = fakeGraphql({ AdminProviders: (v) => (String(v.q ?? '').length > MAX_SEARCH_LENGTH ? { errors: [refused] } : answer(v)) });
    renderAdmin(<ProvidersListPage />, { link: api.link });
    await screen.findByRole('gridcell', { name: /^Provider 1\b/ });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search providers' }), { target: { value: 'x'.repeat(MAX_SEARCH_LENGTH + 1) } });
    expect(await screen.findByText(PAGING_TEXTS.q)).toBeInTheDocument();
    expect(screen.queryByRole('gridcell', { name: /^Provider 1\b/ })).toBeNull();
    // The search box stays, to shorten the search.
    expect(screen.getByRole('searchbox', { name: 'Search providers' })).toBeInTheDocument();
  });
});
