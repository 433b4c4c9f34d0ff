import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { placeholderPhone, providerEmail } from '../../../api/domain/provider';
import { ProviderDocument } from '../../data/generated';
import { provider } from '../../../tests/support/providerCards';
import ProviderDetailPage from './ProviderDetailPage';

jest.mock('../../components/ads/AdSlot', () => ({ __esModule: true, default: ({ location }: { location: string }) => <div data-testid={`ad-${location}`} /> }));
// The Leaflet map itself is covered in the browser suite; here it is a stand-in that shows its props.
jest.mock('../../components/map/RouteMap', () => ({
  __esModule: true,
  default: (props: { points: unknown[]; color: string; zoom: number }) => (
    <div data-testid="route-map" data-points={props.points.length} data-color={props.color} data-zoom={props.zoom} />
  ),
}));

const detail = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Provider',
  ...provider({ badge: 'Local Favorite' }),
  description: 'A fleet of vans around the clock.',
  priceTo: 65.99,
  mapCenter: { __typename: 'LatLng', lat: 35.83, lng: -78.71 },
  defaultZoom: 11,
  routeColor: '#FF6B6B',
  routePoints: [
    { __typename: 'RoutePoint', name: 'RDU Terminal 2', type: 'pickup', coordinates: { __typename: 'LatLng', lat: 35.8765, lng: -78.7869 } },
    { __typename: 'RoutePoint', name: 'Downtown Raleigh', type: 'dropoff', coordinates: { __typename: 'LatLng', lat: 35.7775, lng: -78.639 } },
  ],
  ...overrides,
});

function renderPage(slug: string, outcome: { data: unknown } | { error: Error }) {
  const mock = { request: { query: ProviderDocument, variables: { slug } }, ...('error' in outcome ? { error: outcome.error } : { result: { data: outcome.data } }), delay: 1 };
  return render(
    <MockedProvider mocks={[mock]}>
      <MemoryRouter initialEntries={[`/providers/${slug}`]}>
        <Routes>
          <Route path="/providers/:slug" element={<ProviderDetailPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('ProviderDetailPage', () => {
  it('shows the provider, its booking card, hours, contact box and ad slots', async () => {
    renderPage('triangleairportexpress', { data: { provider: detail() } });
    expect(screen.getByRole('status', { name: 'Loading provider' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Triangle Airport Express' })).toBeInTheDocument();
    expect(document.title).toBe('Triangle Airport Express - Shuttle Van | RDU Rides');
    expect(screen.getByRole('heading', { name: 'About Triangle Airport Express' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Service Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What to Expect' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why Book With Us' })).toBeInTheDocument();
    const booking = screen.getByRole('complementary', { name: 'Book Triangle Airport Express' });
    const book = within(booking).getByRole('link', { name: /^Book Now - 10% Off/ });
    expect(book).toHaveAttribute('href', 'https://book.example.com/tae?ref=rdurides');
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('rel', 'sponsored noopener');
    expect(within(booking).getByText('$25.99 - $65.99', { exact: false })).toBeInTheDocument();
    const hours = screen.getByRole('region', { name: 'Service Hours' });
    expect(within(hours).getAllByText('24 Hours')).toHaveLength(7);
    expect(screen.getByText(placeholderPhone('triangleairportexpress'))).toBeInTheDocument();
    expect(screen.getByText(providerEmail('triangleairportexpress'))).toBeInTheDocument();
    for (const slot of ['in-content', 'provider-main', 'provider-bottom']) expect(screen.getByTestId(`ad-${slot}`)).toBeInTheDocument();
  });

  it('draws the route in the Route Map tab and switches to Service Info', async () => {
    renderPage('triangleairportexpress', { data: { provider: detail({ routeColor: '#1565C0' }) } });
    const map = await screen.findByTestId('route-map');
    expect(map).toHaveAttribute('data-points', '2');
    expect(map).toHaveAttribute('data-color', '#1565C0');
    expect(map).toHaveAttribute('data-zoom', '11');
    expect(screen.getByRole('tab', { name: 'Route Map' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Service Info' }));
    expect(screen.getByRole('tab', { name: 'Service Info' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByText('24 Hours, 7 days a week')).toBeInTheDocument();
    expect(screen.queryByTestId('route-map')).toBeNull();
  });

  it('says "Route map not available" without route points', async () => {
    renderPage('carolinaexecutivecar', { data: { provider: detail({ slug: 'carolinaexecutivecar', routePoints: [], mapCenter: null }) } });
    expect(await screen.findByText('Route map not available')).toBeInTheDocument();
    expect(screen.queryByTestId('route-map')).toBeNull();
  });

  it('shows Provider Not Found for an unknown slug', async () => {
    renderPage('nope', {
      error: new CombinedGraphQLErrors({ data: { provider: null }, errors: [{ message: 'Provider not found', extensions: { code: 'NOT_FOUND' } }] }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Provider Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The shuttle provider you are looking for could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Providers' })).toHaveAttribute('href', '/providers');
  });

  it('shows Provider Not Found when loading fails', async () => {
    renderPage('triangleairportexpress', { error: new Error('network down') });
    expect(await screen.findByRole('heading', { name: 'Provider Not Found' })).toBeInTheDocument();
  });
});
