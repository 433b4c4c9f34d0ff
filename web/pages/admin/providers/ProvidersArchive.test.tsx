// The providers list's Active / Archived tabs, the archive and restore dialogs, the delete dialog
// that says when a delete will archive instead, and the archived provider's banner on its edit page.
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ARCHIVE_TEXTS } from '../../../../api/domain/archive';
import { fakeGraphql, renderAdmin, type Handlers } from '../../../../tests/support/renderAdmin';
import { ArchivedBanner } from './ArchivedBanner';
import { ARCHIVE_LIST_TEXTS as A, ARCHIVED_BANNER_TEXTS } from './archiveTexts';
import { ProvidersListPage } from './ProvidersListPage';
import { REDIRECT_TEXTS } from './RedirectPicker';

jest.setTimeout(90_000);
// The data grid renders slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 20_000 });

const act$ = (fn: () => void) => act(async () => fn());

const provider = (id: number, name: string, over: Record<string, unknown> = {}) => ({
  __typename: 'Provider',
  id,
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]/g, ''),
  type: 'Taxi Service',
  serviceArea: 'Durham',
  rating: 4.5,
  badge: null,
  archivedAt: null,
  redirectTo: null,
  ...over,
});

const ALPHA = provider(1, 'Alpha Rides');
const BRAVO = provider(2, 'Bravo Cars');
const GONE = provider(3, 'Gone Shuttle', { archivedAt: '2026-11-20T10:00:00.000Z', redirectTo: { __typename: 'Provider', id: 2, name: 'Bravo Cars', slug: 'bravocars' } });

const page = (items: unknown[], counts = { active: 2, archived: 1 }) => ({
  data: { adminProvidersPage: { __typename: 'ProviderPage', total: items.length, byStatus: { __typename: 'ProviderStatusCounts', ...counts }, items } },
});
const refs = (bookingClicks: number, conversions: number) => ({
  data: { providerReferences: { __typename: 'RecordReferences', bookingClicks, keptClicks: bookingClicks, conversions, deletable: bookingClicks + conversions === 0 } },
});

/** The list's fake server: active and archived pages, and each provider's references. */
function server(extra: Handlers = {}, history: Record<number, [number, number]> = {}) {
  return fakeGraphql({
    AdminProviders: (v) => (v.archived ? page([GONE]) : page(v.q ? [BRAVO] : [ALPHA, BRAVO])),
    AdminProviderReferences: (v) => refs(...(history[Number(v.id)] ?? [0, 0])),
    ...extra,
  });
}

const row = (name: string) => screen.findByRole('row', { name: new RegExp(name) });

describe('providers list: active and archived', () => {
  it('lists the providers shown on the site, and the archived ones in their own tab, marked, with where their page leads', async () => {
    const api = server({ AdminRestoreProvider: (v) => ({ data: { restoreProvider: { ...GONE, id: v.id, archivedAt: null, redirectTo: null } } }) });
    renderAdmin(<ProvidersListPage />, { link: api.link });
    await row('Alpha Rides');
    expect(api.callsOf('AdminProviders')[0].variables).not.toHaveProperty('archived');
    const tabs = screen.getByRole('tablist', { name: 'Provider status' });
    expect(within(tabs).getByRole('tab', { name: A.activeTab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId(`tab-count-${A.activeTab}`)).toHaveTextContent('2');
    expect(screen.getByTestId(`tab-count-${A.archivedTab}`)).toHaveTextContent('1');
    expect(within(await row('Alpha Rides')).getByRole('button', { name: 'Archive Alpha Rides' })).toBeInTheDocument();

    await act$(() => fireEvent.click(within(tabs).getByRole('tab', { name: A.archivedTab })));
    const gone = await row('Gone Shuttle');
    expect(api.callsOf('AdminProviders').at(-1)?.variables).toMatchObject({ archived: true, offset: 0 });
    expect(within(gone).getByText(A.archivedChip)).toBeInTheDocument();
    expect(within(gone).getByText(A.redirectsTo('Bravo Cars'))).toBeInTheDocument();
    expect(within(gone).queryByRole('button', { name: 'Archive Gone Shuttle' })).toBeNull();
    expect(screen.getByText('Archived providers')).toBeInTheDocument();

    // Restore: asked, done, said.
    await act$(() => fireEvent.click(within(gone).getByRole('button', { name: 'Restore Gone Shuttle' })));
    const dialog = screen.getByRole('dialog', { name: A.restoreTitle('Gone Shuttle') });
    expect(dialog).toHaveTextContent(A.restoreText);
    await act$(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' })));
    expect(await screen.findByText(A.restored)).toBeInTheDocument();
    expect(screen.getByText(A.restoredText('Gone Shuttle'))).toBeInTheDocument();
    expect(api.callsOf('AdminRestoreProvider').map((c) => c.variables)).toEqual([{ id: 3 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('archives a provider, sending its visitors to another one when the admin picks it', async () => {
    const api = server({
      AdminArchiveProvider: (v) => ({ data: { archiveProvider: { ...ALPHA, archivedAt: '2026-11-29T10:00:00.000Z', redirectTo: v.redirectToId ? { __typename: 'Provider', id: 2, name: 'Bravo Cars', slug: 'bravocars' } : null } } }),
    });
    renderAdmin(<ProvidersListPage />, { link: api.link });
    const target1 = await row('Alpha Rides');
    await act$(() => fireEvent.click(within(target1).getByRole('button', { name: 'Archive Alpha Rides' })));
    const dialog = screen.getByRole('dialog', { name: A.archiveTitle('Alpha Rides') });
    expect(dialog).toHaveTextContent(A.archiveText);
    expect(within(dialog).getByText(REDIRECT_TEXTS.help)).toBeInTheDocument();
    // The picker offers providers shown on the site, searched on the server, never the one archived.
    const picker = within(dialog).getByRole('combobox', { name: REDIRECT_TEXTS.label });
    await act$(() => picker.focus());
    await act$(() => fireEvent.change(picker, { target: { value: 'Bra' } }));
    await act$(() => fireEvent.keyDown(picker, { key: 'ArrowDown' }));
    const option = await screen.findByRole('option', { name: 'Bravo Cars' });
    expect(screen.queryByRole('option', { name: 'Alpha Rides' })).toBeNull();
    await waitFor(() => expect(api.callsOf('AdminProviders').some((c) => c.variables.q === 'Bra')).toBe(true));
    await act$(() => fireEvent.click(option));
    await act$(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' })));
    expect(await screen.findByText(A.archived)).toBeInTheDocument();
    expect(api.callsOf('AdminArchiveProvider').map((c) => c.variables)).toEqual([{ id: 1, redirectToId: 2 }]);
  });

  it('deletes a provider nothing refers to after SPEC’s permanent-delete question', async () => {
    const api = server({ AdminRemoveProvider: () => ({ data: { removeProvider: { __typename: 'ProviderRemoval', deleted: true, message: 'deleted', provider: null } } }) });
    renderAdmin(<ProvidersListPage />, { link: api.link });
    const target2 = await row('Bravo Cars');
    await act$(() => fireEvent.click(within(target2).getByRole('button', { name: 'Delete Bravo Cars' })));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    await within(dialog).findByText(/permanently delete the provider/);
    expect(dialog).toHaveTextContent('This will permanently delete the provider “Bravo Cars”. This action cannot be undone.');
    await act$(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(await screen.findByText('Provider deleted')).toBeInTheDocument();
    expect(screen.getByText('Bravo Cars has been removed.')).toBeInTheDocument();
    expect(api.callsOf('AdminRemoveProvider').map((c) => c.variables)).toEqual([{ id: 2 }]);
  });

  it('says before a delete that a provider with clicks will be archived instead, and toasts what the server did', async () => {
    const said = ARCHIVE_TEXTS.archivedInstead('provider', 'Alpha Rides', { bookingClicks: 5, keptClicks: 5, conversions: 2 });
    const api = server(
      { AdminRemoveProvider: () => ({ data: { removeProvider: { __typename: 'ProviderRemoval', deleted: false, message: said, provider: { ...ALPHA, archivedAt: '2026-11-29T10:00:00.000Z' } } } }) },
      { 1: [5, 2], 3: [4, 0] },
    );
    renderAdmin(<ProvidersListPage />, { link: api.link });
    const target3 = await row('Alpha Rides');
    await act$(() => fireEvent.click(within(target3).getByRole('button', { name: 'Delete Alpha Rides' })));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    // Asked first: confirming waits for the answer.
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await within(dialog).findByText(ARCHIVE_TEXTS.willArchive('provider', 'Alpha Rides', { bookingClicks: 5, keptClicks: 5, conversions: 2 }));
    expect(dialog).toHaveTextContent('has 5 booking clicks and 2 conversions');
    await act$(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Archive instead' })));
    expect(await screen.findByText(A.archived)).toBeInTheDocument();
    expect(screen.getByText(said)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // An archived provider with history cannot be deleted: the dialog only explains.
    await act$(() => fireEvent.click(within(screen.getByRole('tablist', { name: 'Provider status' })).getByRole('tab', { name: A.archivedTab })));
    const target4 = await row('Gone Shuttle');
    await act$(() => fireEvent.click(within(target4).getByRole('button', { name: 'Delete Gone Shuttle' })));
    const explain = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await within(explain).findByText(ARCHIVE_TEXTS.cannotDelete('provider', 'Gone Shuttle', { bookingClicks: 4, keptClicks: 4, conversions: 0 }));
    expect(within(explain).queryByRole('button', { name: /Delete|Archive/ })).toBeNull();
    await act$(() => fireEvent.click(within(explain).getByRole('button', { name: 'Close' })));
    expect(api.callsOf('AdminRemoveProvider')).toHaveLength(1);
  });
});

/** The banner (the toasts' live region is an alert too). */
const findBanner = async () => (await screen.findByText(ARCHIVED_BANNER_TEXTS.title)).closest('.MuiAlert-root') as HTMLElement;

describe('the archived provider’s banner on its edit page', () => {
  const archivedState = (archivedAt: string | null) => ({
    data: { providerById: { __typename: 'Provider', id: 3, name: 'Gone Shuttle', archivedAt, redirectTo: archivedAt ? { __typename: 'Provider', id: 2, name: 'Bravo Cars', slug: 'bravocars' } : null } },
  });

  it('says it is archived and where its page sends visitors, and restores it', async () => {
    let restored = false;
    const api = fakeGraphql({
      AdminProviderArchiveState: () => archivedState(restored ? null : '2026-11-20T10:00:00.000Z'),
      AdminRestoreProvider: () => {
        restored = true;
        return { data: { restoreProvider: { ...GONE, archivedAt: null, redirectTo: null } } };
      },
    });
    renderAdmin(<ArchivedBanner id={3} />, { link: api.link });
    const banner = await findBanner();
    expect(banner).toHaveTextContent(ARCHIVED_BANNER_TEXTS.title);
    expect(banner).toHaveTextContent('its page sends visitors to Bravo Cars');
    await act$(() => fireEvent.click(within(banner).getByRole('button', { name: 'Restore' })));
    expect(await screen.findByText(A.restored)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(ARCHIVED_BANNER_TEXTS.title)).toBeNull());
    expect(api.callsOf('AdminRestoreProvider').map((c) => c.variables)).toEqual([{ id: 3 }]);
  });

  it('waits for unsaved changes to be saved or undone, and shows nothing for a provider on the site', async () => {
    const api = fakeGraphql({ AdminProviderArchiveState: () => archivedState('2026-11-20T10:00:00.000Z') });
    const { unmount } = renderAdmin(<ArchivedBanner id={3} unsavedChanges />, { link: api.link });
    const banner = await findBanner();
    expect(within(banner).getByRole('button', { name: 'Restore' })).toBeDisabled();
    expect(banner).toHaveTextContent(ARCHIVED_BANNER_TEXTS.saveFirst);
    unmount();

    const shown = fakeGraphql({ AdminProviderArchiveState: () => archivedState(null) });
    renderAdmin(<ArchivedBanner id={3} />, { link: shown.link });
    await waitFor(() => expect(shown.callsOf('AdminProviderArchiveState')).toHaveLength(1));
    await act$(() => undefined);
    expect(screen.queryByText(ARCHIVED_BANNER_TEXTS.title)).toBeNull();
  });
});
