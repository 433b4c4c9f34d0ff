import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ARCHIVE_TEXTS } from '../../../../api/domain/archive';
import { fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import { SAVE_CONFLICT_TEXTS } from '../forms/ConflictDialog';
import AffiliateProgramsPage, { PROGRAM_TEXTS as T } from './AffiliateProgramsPage';

const program = { __typename: 'AffiliateProgram', id: '3', version: 2, name: 'Kiwi Network', slug: 'kiwi', providerIds: [1], subIdParam: 'subid', claimWindowDays: 30, secretHint: 'WXYZ', lastPostbackAt: null, archivedAt: null, oldAddresses: [] as { __typename: string; slug: string; lastUsedAt: string | null }[] };
const providers = { data: { adminProvidersPage: { __typename: 'ProviderPage', total: 1, items: [{ __typename: 'Provider', id: 1, name: 'Alpha Rides' }] } } };

describe('affiliate programs page', () => {
  it('lists programs with their postback address, and shows a new secret once after create', async () => {
    let created = false;
    const api = fakeGraphql({
      AdminAffiliatePrograms: () => ({ data: { affiliatePrograms: created ? [program, { ...program, id: '4', name: 'Ride Network', slug: 'ride-network', secretHint: 'abcd', providerIds: [] }] : [program] } }),
      AdminProviders: () => providers,
      CreateAffiliateProgram: (v) => {
        created = true;
        return { data: { createAffiliateProgram: { __typename: 'AffiliateProgramWithSecret', secret: 'S3cr3t-made-once-abcd', program: { ...program, id: '4', ...(v.input as object), secretHint: 'abcd' } } } };
      },
    });
    renderAdmin(<AffiliateProgramsPage />, { link: api.link, route: '/report' });
    const card = await screen.findByTestId('program-card');
    expect(card).toHaveTextContent('Kiwi Network');
    expect(card).toHaveTextContent('/api/postbacks/kiwi');
    expect(card).toHaveTextContent('Secret ending …WXYZ');
    expect(card).toHaveTextContent('No postback yet');
    // The providers it covers, which decide what its bookings are credited to.
    await waitFor(() => expect(card).toHaveTextContent('Covers Alpha Rides'));

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: T.add })));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(T.providersHelp)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Ride Network' } });
    fireEvent.change(within(dialog).getByLabelText(/^Slug/), { target: { value: 'Bad Slug' } });
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: T.create })));
    expect(await within(dialog).findByText('Slug must be lowercase letters, digits and hyphens (not at either end)')).toBeInTheDocument();
    expect(api.callsOf('CreateAffiliateProgram')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Slug/), { target: { value: 'ride-network' } });
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: T.create })));
    await waitFor(() => expect(screen.getByTestId('program-secret')).toHaveValue('S3cr3t-made-once-abcd'));
    expect(api.callsOf('CreateAffiliateProgram')[0].variables).toEqual({ input: { name: 'Ride Network', slug: 'ride-network', subIdParam: 'subid', claimWindowDays: 30, providerIds: [] } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: T.secretDone })));
    await waitFor(() => expect(screen.queryByTestId('program-secret')).toBeNull());
    const cards = await screen.findAllByTestId('program-card');
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent(T.allProviders);
  });

  it("tells the admin when the network still posts to a renamed program's old address (issue 31, item 14)", async () => {
    const renamed = { ...program, oldAddresses: [{ __typename: 'AffiliateProgramOldAddress', slug: 'kiwi-old', lastUsedAt: '2026-11-28T15:30:00.000Z' }, { __typename: 'AffiliateProgramOldAddress', slug: 'kiwi-first', lastUsedAt: null }] };
    const api = fakeGraphql({ AdminAffiliatePrograms: () => ({ data: { affiliatePrograms: [renamed] } }), AdminProviders: () => providers });
    renderAdmin(<AffiliateProgramsPage />, { link: api.link, route: '/report' });
    const card = await screen.findByTestId('program-card');
    expect(within(card).getByRole('alert')).toHaveTextContent(T.oldAddressUsed('kiwi-old', '2026-11-28T15:30:00.000Z'));
    expect(card).toHaveTextContent(T.oldAddressKept('kiwi-first'));
  });

  it('says so when there is no program yet', async () => {
    const api = fakeGraphql({ AdminAffiliatePrograms: () => ({ data: { affiliatePrograms: [] } }), AdminProviders: () => providers });
    renderAdmin(<AffiliateProgramsPage />, { link: api.link, route: '/report' });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  // Someone else saved the program first: nothing is stored, the dialog compares or asks again.
  const stale = (current: Record<string, unknown>) => ({
    errors: [
      {
        message: 'This affiliate program was changed by dana since you opened it. Nothing was saved: compare the changes and choose which to keep.',
        extensions: { code: 'CONFLICT', current, version: current.version, changedBy: 'dana', changedAt: '2026-11-29T14:02:11.204Z' },
      },
    ],
  });
  const { __typename: _drop, ...saved } = { ...program, version: 3, claimWindowDays: 45 };

  it('an edit names the version; when someone saved first, keep mine saves my name with their claim window at the new version', async () => {
    const api = fakeGraphql({
      AdminAffiliatePrograms: () => ({ data: { affiliatePrograms: [program] } }),
      AdminProviders: () => providers,
      UpdateAffiliateProgram: ({ input }: Record<string, any>) => (input.expectedVersion === 2 ? stale(saved) : { data: { updateAffiliateProgram: { ...program, ...input, version: 4 } } }),
    });
    renderAdmin(<AffiliateProgramsPage />, { link: api.link, route: '/report' });
    await screen.findByTestId('program-card');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: T.edit })));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Kiwi Network' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Kiwi Rides Network' } });
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: T.update })));

    const compare = await screen.findByRole('dialog', { name: SAVE_CONFLICT_TEXTS.title('program') });
    expect(within(compare).getByRole('row', { name: /^Name/ })).toHaveTextContent('Kiwi Rides Network');
    expect(within(compare).getByRole('row', { name: /^Claim window/ })).toHaveTextContent(SAVE_CONFLICT_TEXTS.changed.them);
    await act(async () => void fireEvent.click(within(compare).getByRole('button', { name: SAVE_CONFLICT_TEXTS.keepMine })));
    await screen.findByText(T.saved);
    expect(api.callsOf('UpdateAffiliateProgram').map((c) => c.variables)).toEqual([
      { id: '3', input: { name: 'Kiwi Rides Network', slug: 'kiwi', subIdParam: 'subid', claimWindowDays: 30, providerIds: [1], expectedVersion: 2 } },
      { id: '3', input: { name: 'Kiwi Rides Network', slug: 'kiwi', subIdParam: 'subid', claimWindowDays: 45, providerIds: [1], expectedVersion: 3 } },
    ]);
  });

  it('archives a program, lists it under Archived with its conversions kept, and restores it', async () => {
    let archived = false;
    const asArchived = { ...program, archivedAt: '2026-11-20T10:00:00.000Z' };
    const api = fakeGraphql({
      AdminAffiliatePrograms: (v) => ({ data: { affiliatePrograms: v.archived ? (archived ? [asArchived] : []) : archived ? [] : [program] } }),
      AdminProviders: () => providers,
      ArchiveAffiliateProgram: () => {
        archived = true;
        return { data: { archiveAffiliateProgram: asArchived } };
      },
      RestoreAffiliateProgram: () => {
        archived = false;
        return { data: { restoreAffiliateProgram: program } };
      },
    });
    renderAdmin(<AffiliateProgramsPage />, { link: api.link, route: '/report' });
    const card = await screen.findByTestId('program-card');
    await act(async () => void fireEvent.click(within(card).getByRole('button', { name: T.archive })));
    const dialog = screen.getByRole('dialog', { name: T.archiveTitle('Kiwi Network') });
    expect(dialog).toHaveTextContent(T.archiveConfirm);
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' })));
    expect(await screen.findByText(T.archived)).toBeInTheDocument();
    expect(api.callsOf('ArchiveAffiliateProgram').map((c) => c.variables)).toEqual([{ id: '3' }]);
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await act(async () => void fireEvent.click(screen.getByRole('tab', { name: T.archivedTab })));
    const kept = await screen.findByTestId('program-card');
    expect(kept).toHaveTextContent(T.archivedNote);
    expect(kept).toHaveTextContent('Archived Nov 20, 2026');
    expect(within(kept).queryByRole('button', { name: T.rotate })).toBeNull();
    expect(api.callsOf('AdminAffiliatePrograms').at(-1)?.variables).toEqual({ archived: true });
    await act(async () => void fireEvent.click(within(kept).getByRole('button', { name: T.restore })));
    const restore = screen.getByRole('dialog', { name: T.restoreTitle('Kiwi Network') });
    await act(async () => void fireEvent.click(within(restore).getByRole('button', { name: 'Restore' })));
    expect(await screen.findByText(T.restored)).toBeInTheDocument();
    expect(await screen.findByText(T.archivedEmpty)).toBeInTheDocument();
  });

  it('says before a delete that a program with conversions will be archived instead', async () => {
    const said = ARCHIVE_TEXTS.archivedInstead('affiliate program', 'Kiwi Network', { bookingClicks: 0, keptClicks: 0, conversions: 3 });
    const api = fakeGraphql({
      AdminAffiliatePrograms: () => ({ data: { affiliatePrograms: [program] } }),
      AdminProviders: () => providers,
      AffiliateProgramReferences: () => ({ data: { affiliateProgramReferences: { __typename: 'RecordReferences', bookingClicks: 0, keptClicks: 0, conversions: 3, deletable: false } } }),
      RemoveAffiliateProgram: () => ({ data: { removeAffiliateProgram: { __typename: 'AffiliateProgramRemoval', deleted: false, message: said, program: { ...program, archivedAt: '2026-11-29T10:00:00.000Z' } } } }),
    });
    renderAdmin(<AffiliateProgramsPage />, { link: api.link, route: '/report' });
    const card = await screen.findByTestId('program-card');
    await act(async () => void fireEvent.click(within(card).getByRole('button', { name: T.delete })));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    await within(dialog).findByText(ARCHIVE_TEXTS.willArchive('affiliate program', 'Kiwi Network', { bookingClicks: 0, keptClicks: 0, conversions: 3 }));
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Archive instead' })));
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(api.callsOf('RemoveAffiliateProgram').map((c) => c.variables)).toEqual([{ id: '3' }]);
  });
});
