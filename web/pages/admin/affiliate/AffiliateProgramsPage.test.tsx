import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import { SAVE_CONFLICT_TEXTS } from '../forms/ConflictDialog';
import AffiliateProgramsPage, { PROGRAM_TEXTS as T } from './AffiliateProgramsPage';

const program = { __typename: 'AffiliateProgram', id: '3', version: 2, name: 'Kiwi Network', slug: 'kiwi', providerIds: [1], subIdParam: 'subid', claimWindowDays: 30, secretHint: 'WXYZ', lastPostbackAt: null };
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

  it('a delete refused because the program changed asks again, about the version saved now', async () => {
    const api = fakeGraphql({
      AdminAffiliatePrograms: () => ({ data: { affiliatePrograms: [program] } }),
      AdminProviders: () => providers,
      DeleteAffiliateProgram: ({ expectedVersion }) => (expectedVersion === 2 ? stale(saved) : { data: { deleteAffiliateProgram: true } }),
    });
    renderAdmin(<AffiliateProgramsPage />, { link: api.link, route: '/report' });
    await screen.findByTestId('program-card');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: T.delete })));
    let confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await act(async () => void fireEvent.click(within(confirm).getByRole('button', { name: T.delete })));
    confirm = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(await within(confirm).findByText(T.stale)).toBeInTheDocument();
    expect(within(confirm).getByText('dana')).toBeInTheDocument();
    await act(async () => void fireEvent.click(within(confirm).getByRole('button', { name: T.delete })));
    await screen.findByText(T.deleted);
    expect(api.callsOf('DeleteAffiliateProgram').map((c) => c.variables)).toEqual([
      { id: '3', expectedVersion: 2 },
      { id: '3', expectedVersion: 3 },
    ]);
  });
});
