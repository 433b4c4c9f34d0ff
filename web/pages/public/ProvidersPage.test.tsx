import type { DocumentNode } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ProvidersDocument } from '../../data/generated';
import { provider } from '../../../tests/support/providerCards';
import ProvidersPage from './ProvidersPage';

jest.mock('../../components/ads/AdSlot', () => ({ __esModule: true, default: ({ location }: { location: string }) => <div data-testid={`ad-${location}`} /> }));

const PROVIDERS = [
  provider({ id: 1, name: 'Triangle Airport Express', slug: 'tae', type: 'Shuttle Van', rating: 4.8, badge: 'Most Popular', discountPercent: 5, discountUrl: 'https://book.example.com/tae-offer' }),
  provider({ id: 2, name: 'Oak City Shared Ride', slug: 'oak', type: 'Shared Shuttle', priceUnit: 'per person', rating: 4.5, priceRange: '$18.50 - $39.00' }),
  provider({ id: 3, name: 'Bull City Cab Co.', slug: 'bull', type: 'Taxi Service', rating: 4.6, badge: 'Local Favorite' }),
].map((p) => ({ __typename: 'Provider', ...p }));

type Outcome = { data: unknown } | { error: Error };
const mock = (query: DocumentNode, outcome: Outcome) => ({ request: { query }, ...('error' in outcome ? { error: outcome.error } : { result: { data: outcome.data } }), delay: 1 });

function renderPage(outcome: Outcome = { data: { providers: PROVIDERS } }) {
  return render(
    <MockedProvider mocks={[mock(ProvidersDocument, outcome)]}>
      <MemoryRouter initialEntries={['/providers']}>
        <ProvidersPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const grid = () => screen.getByRole('region', { name: /^All providers/ });

describe('ProvidersPage', () => {
  it('shows a spinner while the providers load, then every provider as a card in the order given', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'RDU Shuttle Providers' })).toBeInTheDocument();
    expect(within(grid()).getByRole('status', { name: 'Loading shuttle providers' })).toBeInTheDocument();
    expect(within(grid()).queryAllByRole('article')).toHaveLength(0);

    await within(grid()).findByText('Oak City Shared Ride');
    expect(within(grid()).queryByRole('status', { name: 'Loading shuttle providers' })).toBeNull();
    expect(within(grid()).getByRole('heading', { name: 'All providers (3)' })).toBeInTheDocument();
    const cards = within(grid()).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Triangle Airport Express', 'Oak City Shared Ride', 'Bull City Cab Co.']);
    // The cards' own rules: details link, price unit, discount label.
    expect(within(cards[0]).getByRole('link', { name: 'View details: Triangle Airport Express' })).toHaveAttribute('href', '/providers/tae');
    expect(within(cards[0]).getByText('Book Now - 5% Off')).toBeInTheDocument();
    expect(within(cards[1]).getByText('per person')).toBeInTheDocument();
    expect(within(cards[1]).getByText('$18.50')).toBeInTheDocument();
    // A badge alone claims no discount: Bull City has 'Local Favorite' and no offer.
    expect(within(cards[2]).getByText('Book Now')).toBeInTheDocument();
    expect(within(cards[2]).getByText('per ride')).toBeInTheDocument();
  });

  it('shows the error text when the providers fail to load', async () => {
    renderPage({ error: new Error('Failed to fetch providers') });
    expect(await within(grid()).findByText('Error loading shuttle providers. Please try again later.')).toBeInTheDocument();
    expect(within(grid()).queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByText('No shuttle providers found.')).toBeNull();
  });

  it('says "No shuttle providers found." when there are none', async () => {
    renderPage({ data: { providers: [] } });
    expect(await within(grid()).findByText('No shuttle providers found.')).toBeInTheDocument();
    expect(within(grid()).queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByText('Error loading shuttle providers. Please try again later.')).toBeNull();
  });

  it('has the information text about the airport and the all-providers-top and -bottom ad slots', async () => {
    renderPage();
    await within(grid()).findByText('Oak City Shared Ride');
    expect(screen.getByRole('heading', { name: 'Getting from RDU to your destination' })).toBeInTheDocument();
    expect(screen.getByText(/Raleigh-Durham International Airport \(RDU\) sits in Morrisville/)).toBeInTheDocument();
    expect(screen.getByTestId('ad-all-providers-top')).toBeInTheDocument();
    expect(screen.getByTestId('ad-all-providers-bottom')).toBeInTheDocument();
  });
});
