import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import AffiliateProgramsPage, { PROGRAM_TEXTS as T } from './AffiliateProgramsPage';

const program = { __typename: 'AffiliateProgram', id: '3', name: 'Kiwi Network', slug: 'kiwi', providerIds: [1], subIdParam: 'subid', claimWindowDays: 30, secretHint: 'WXYZ', lastPostbackAt: null };
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
});
