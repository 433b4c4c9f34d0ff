// The home search answering on the page: the address holds the trip, the comparison shows what
// fits with the count and Clear, nothing fitting says so over every provider, and the table sorts.
import type { DocumentNode } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SEARCH_TEXTS } from '../../../api/domain/search';
import { ToastProvider } from '../../components/toast/ToastProvider';
import { FaqsDocument, ProvidersDocument, ResourcesDocument } from '../../data/generated';
import { provider } from '../../../tests/support/providerCards';
import HomePage from './HomePage';

jest.mock('../../components/ads/AdSlot', () => ({ __esModule: true, default: () => null }));

const PROVIDERS = [
  provider({ id: 1, name: 'Wake Van', slug: 'wakevan', rating: 4.5, priceRange: '$30.00 - $60.00', servedPlaces: ['RDU Airport', 'Downtown Raleigh', 'Cary'], maxPassengers: 14 }),
  provider({ id: 2, name: 'Durham Cab', slug: 'durhamcab', rating: 4.9, priceRange: '$40.00 - $70.00', servedPlaces: ['RDU Airport', 'Durham', 'Chapel Hill'], maxPassengers: 4 }),
  provider({ id: 3, name: 'Hill Sedan', slug: 'hillsedan', rating: 4.1, priceRange: '$20.00 - $90.00', servedPlaces: ['RDU Airport', 'Chapel Hill'], maxPassengers: 3 }),
].map((p) => ({ __typename: 'Provider', ...p }));

const mock = (query: DocumentNode, data: unknown) => ({ request: { query }, result: { data }, delay: 1 });

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderHome(url = '/') {
  return render(
    <MockedProvider mocks={[mock(ProvidersDocument, { providers: PROVIDERS }), mock(ResourcesDocument, { resources: [] }), mock(FaqsDocument, { faqs: [] })]}>
      <ToastProvider>
        <MemoryRouter initialEntries={[url]}>
          <HomePage />
          <Address />
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );
}

const comparedNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0].textContent);
const answer = () => screen.getByTestId('trip-answer');

describe('the home search', () => {
  beforeEach(() => jest.spyOn(console, 'log').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('answers a search in the address on its first render: only the providers that fit, counted, with Clear', async () => {
    renderHome('/?from=RDU+Airport&to=Chapel+Hill&passengers=3+Passengers');
    await screen.findByRole('table');
    expect(comparedNames()).toEqual(['Durham Cab', 'Hill Sedan']);
    const trip = { from: 'RDU Airport', to: 'Chapel Hill', passengers: '3 Passengers' };
    expect(answer()).toHaveTextContent(SEARCH_TEXTS.showing(2, 3, trip));
    expect(answer()).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByLabelText('To')).toHaveValue('Chapel Hill');
    expect(screen.getByLabelText('Passengers')).toHaveValue('3 Passengers');
    // 4+ means at least 4: the sedan for 3 drops out.
    fireEvent.change(screen.getByLabelText('Passengers'), { target: { value: '4+ Passengers' } });
    await act(async () => void fireEvent.submit(screen.getByRole('search')));
    expect(comparedNames()).toEqual(['Durham Cab']);
    expect(screen.getByTestId('address')).toHaveTextContent('/?from=RDU+Airport&to=Chapel+Hill&passengers=4%2B+Passengers');
  });

  it('puts a submitted search in the address, focuses the answer, and Clear shows every provider again', async () => {
    renderHome();
    await screen.findByRole('table');
    expect(comparedNames()).toEqual(['Wake Van', 'Durham Cab', 'Hill Sedan']);
    expect(answer()).toBeEmptyDOMElement();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: 'Cary' } });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-05-01' } });
    await act(async () => void fireEvent.submit(screen.getByRole('search')));
    expect(screen.getByTestId('address')).toHaveTextContent('/?from=RDU+Airport&to=Cary&passengers=1+Passenger&date=2030-05-01');
    expect(comparedNames()).toEqual(['Wake Van']);
    expect(answer()).toHaveFocus();
    expect(screen.getByLabelText('Date')).toHaveValue('2030-05-01');
    await act(async () => void fireEvent.click(within(answer()).getByRole('link', { name: SEARCH_TEXTS.clear })));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/$/);
    expect(comparedNames()).toEqual(['Wake Van', 'Durham Cab', 'Hill Sedan']);
    expect(screen.getByLabelText('To')).toHaveValue('Downtown Raleigh');
  });

  it('with no match says so and offers every provider', async () => {
    renderHome('/?from=Apex&to=Garner');
    await screen.findByRole('table');
    expect(answer()).toHaveTextContent(SEARCH_TEXTS.noMatch({ from: 'Apex', to: 'Garner', passengers: '1 Passenger' }));
    expect(answer()).toHaveTextContent(SEARCH_TEXTS.noMatchOffer(3));
    expect(comparedNames()).toEqual(['Wake Van', 'Durham Cab', 'Hill Sedan']);
  });

  it('sorts the comparison by lowest starting price and by rating', async () => {
    renderHome();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: SEARCH_TEXTS.sorts.price }));
    expect(comparedNames()).toEqual(['Hill Sedan', 'Wake Van', 'Durham Cab']);
    expect(screen.getByRole('button', { name: SEARCH_TEXTS.sorts.price })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: SEARCH_TEXTS.sorts.rating }));
    expect(comparedNames()).toEqual(['Durham Cab', 'Wake Van', 'Hill Sedan']);
    fireEvent.click(screen.getByRole('button', { name: SEARCH_TEXTS.sorts.listed }));
    expect(comparedNames()).toEqual(['Wake Van', 'Durham Cab', 'Hill Sedan']);
  });
});
