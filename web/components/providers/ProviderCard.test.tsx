import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ProviderCardFieldsFragment } from '../../data/generated';
import { provider } from '../../../tests/support/providerCards';
import ComparisonTable from './ComparisonTable';
import ProviderCard from './ProviderCard';

const renderCard = (p: ProviderCardFieldsFragment) =>
  render(
    <MemoryRouter>
      <ProviderCard provider={p} clickPage="home" />
    </MemoryRouter>,
  );

describe('ProviderCard', () => {
  it('shows the name, type, rating and "Starting from" the low end of the price range', () => {
    renderCard(provider());
    expect(screen.getByRole('heading', { name: 'Triangle Airport Express' })).toBeInTheDocument();
    expect(screen.getByText('Shuttle Van')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    const price = screen.getByTestId('provider-price');
    expect(within(price).getByText('Starting from')).toBeInTheDocument();
    expect(within(price).getByText('$25.99')).toBeInTheDocument();
    expect(within(price).queryByText('$65.99')).toBeNull();
  });

  // The unit is the provider's fare basis as the API states it, not a guess from the type text:
  // 'Shared & Private' priced for the whole vehicle reads 'per ride'.
  it.each([
    ['Shared Shuttle', 'per person'],
    ['Shared & Private', 'per ride'],
    ['Shuttle Van', 'per ride'],
  ])('type %s priced %s says so', (type, unit) => {
    renderCard(provider({ type, priceUnit: unit }));
    expect(within(screen.getByTestId('provider-price')).getByText(unit)).toBeInTheDocument();
  });

  // SPEC.md's labels stay only where the offer is a fact the operator entered and the link applies
  // (issue 35): a badge alone claims no discount.
  const OFFER_LINK = 'https://book.example.com/tae-offer';
  it.each([
    ['Most Popular', null, 'Book Now'],
    ['Local Favorite', null, 'Book Now'],
    ['Most Popular', 5, 'Book Now - 5% Off'],
    ['Local Favorite', 10, 'Book Now - 10% Off'],
    ['Best Value', null, 'Book Now'],
    [null, null, 'Book Now'],
  ])('badge %s with an offer of %s%% gives the book button "%s"', (badge, percent, label) => {
    renderCard(provider({ badge, discountPercent: percent, discountUrl: percent ? OFFER_LINK : null }));
    const link = screen.getByRole('link', { name: new RegExp(`^${label}:`) });
    expect(link).toHaveTextContent(new RegExp(`^${label}$`));
    expect(link).toHaveAttribute('href', percent ? OFFER_LINK : 'https://book.example.com/tae?ref=rdurides');
  });

  it('shows the badge only when there is one', () => {
    const { unmount } = renderCard(provider({ badge: 'Best Value' }));
    expect(within(screen.getByTestId('provider-badge')).getByText('Best Value')).toBeInTheDocument();
    unmount();
    renderCard(provider({ badge: null }));
    expect(screen.queryByTestId('provider-badge')).toBeNull();
  });

  it('opens the booking URL in a new tab as a sponsored link', () => {
    renderCard(provider({ badge: 'Most Popular' }));
    const link = screen.getByRole('link', { name: /^Book Now:/ });
    expect(link).toHaveAttribute('href', 'https://book.example.com/tae?ref=rdurides');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
  });

  it('links to the provider page', () => {
    renderCard(provider());
    expect(screen.getByRole('link', { name: 'View details: Triangle Airport Express' })).toHaveAttribute('href', '/providers/triangleairportexpress');
  });

  it('states what decides the trip: the party and bags it carries, the places the search reads, its hours', () => {
    renderCard(
      provider({
        maxPassengers: 6,
        maxBags: 6,
        servedPlaces: ['RDU Airport', 'Downtown Raleigh', 'Cary', 'Garner'],
        serviceArea: 'Raleigh, Garner, Cary',
        hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '05:00', closes: '00:00' })),
      }),
    );
    const facts = screen.getByTestId('provider-facts');
    const entries = within(facts).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(entries).toEqual([
      ['Capacity', 'Up to 6 passengers, 6 large bags'],
      ['To and from RDU', 'Downtown Raleigh, Cary, Garner'],
      ['Hours', 'Every day 5am\u2013midnight'],
    ]);
    // The free-text area is the provider page's; the card shows the list the search answers from.
    expect(screen.queryByText('Raleigh, Garner, Cary')).toBeNull();
  });

  it('keeps SPEC\'s 24 Hours and states no bags when none were entered', () => {
    renderCard(provider({ hours: [], maxBags: null, maxPassengers: 4 }));
    const facts = screen.getByTestId('provider-facts');
    expect(within(facts).getByText('24 Hours')).toBeInTheDocument();
    expect(within(facts).getByText('Up to 4 passengers')).toBeInTheDocument();
  });

  it('breaks a week of different hours between its parts only', () => {
    renderCard(provider({ hours: [1, 2, 3, 4, 5].map((day) => ({ day, opens: '18:00', closes: '02:00' })) }));
    const hours = within(screen.getByTestId('provider-facts')).getByText('Mon\u2013Fri 6pm\u20132am');
    expect(hours).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(hours.parentElement).toHaveTextContent('Mon\u2013Fri 6pm\u20132am; Sat\u2013Sun Closed');
  });

  it('gives the rating with the number and source of the reviews behind it, and claims no reviews without them', () => {
    const { unmount } = renderCard(provider({ rating: 4.8, ratingCount: 1284, ratingSource: 'Google reviews' }));
    const rating = screen.getByRole('img', { name: 'Rated 4.8 out of 5 from 1,284 Google reviews' });
    expect(rating).toHaveTextContent('4.8 from 1,284 Google reviews');
    unmount();
    renderCard(provider({ rating: 4.8, ratingCount: null, ratingSource: null }));
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toHaveTextContent(/^4\.8$/);
    expect(screen.queryByText(/review/i)).toBeNull();
  });

  it('stays short: the features are the provider page\'s', () => {
    renderCard(provider());
    expect(screen.queryByText('Door-to-door service')).toBeNull();
  });

  it('falls back to a coloured placeholder when the image fails', () => {
    renderCard(provider({ type: 'Minibus' }));
    const img = screen.getByRole('img', { name: 'Triangle Airport Express' });
    expect(img.tagName).toBe('IMG');
    fireEvent.error(img);
    const placeholder = screen.getByTestId('image-fallback');
    expect(placeholder).toHaveAttribute('aria-label', 'Triangle Airport Express');
    expect(placeholder).toHaveStyle({ backgroundColor: '#E65100' });
  });
});

describe('ComparisonTable', () => {
  it('lists every provider with only its first two features', () => {
    render(
      <MemoryRouter>
        <ComparisonTable providers={[provider(), provider({ id: 2, name: 'Oak City Shared Ride', slug: 'oak', type: 'Shared Shuttle', priceUnit: 'per person', features: ['A', 'B', 'C'] })]} />
      </MemoryRouter>,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Door-to-door service')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Flight tracking')).toBeInTheDocument();
    expect(within(rows[0]).queryByText('Free child seats')).toBeNull();
    expect(within(rows[1]).queryByText('C')).toBeNull();
    expect(within(rows[1]).getByText('per person')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: 'Oak City Shared Ride' })).toHaveAttribute('href', '/providers/oak');
  });

  describe('its order, kept in the address', () => {
    const cheap = provider({ id: 2, name: 'Oak City Shared Ride', slug: 'oak', rating: 4.1, priceRange: '$15-$25' });
    const best = provider({ id: 3, name: 'Bull City Cab Co.', slug: 'bull', rating: 4.9, priceRange: '$60-$90' });
    const first = provider({ id: 1, name: 'Triangle Airport Express', slug: 'tae', rating: 4.5, priceRange: '$35-$55' });
    const Address = () => {
      const { pathname, search } = useLocation();
      return <output data-testid="address">{pathname + search}</output>;
    };
    const renderAt = (url: string) =>
      render(
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/" element={<><ComparisonTable providers={[first, cheap, best]} /><Address /></>} />
          </Routes>
        </MemoryRouter>,
      );
    const names = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('link')[0].textContent);
    const sortButton = (name: string) => within(screen.getByRole('group', { name: 'Sort by' })).getByRole('button', { name });

    it('each sort button links to the sorted page, the trip search kept, landing at the buttons', () => {
      renderAt('/?from=RDU+Airport&to=Cary');
      expect(sortButton('Lowest price')).toHaveAttribute('href', '/?from=RDU+Airport&to=Cary&compare=price#comparison-sort');
      expect(sortButton('Highest rated')).toHaveAttribute('href', '/?from=RDU+Airport&to=Cary&compare=rating#comparison-sort');
      expect(sortButton('Recommended')).toHaveAttribute('href', '/?from=RDU+Airport&to=Cary#comparison-sort');
      expect(sortButton('Recommended')).toHaveAttribute('aria-pressed', 'true');
    });

    it('draws the order its address names (the server render without scripts)', () => {
      renderAt('/?compare=price');
      expect(names()).toEqual(['Oak City Shared Ride', 'Triangle Airport Express', 'Bull City Cab Co.']);
      expect(sortButton('Lowest price')).toHaveAttribute('aria-pressed', 'true');
    });

    it('a click sorts in place and replaces the address; an unknown order is the listed one', () => {
      renderAt('/?compare=cheapest');
      expect(names()).toEqual(['Triangle Airport Express', 'Oak City Shared Ride', 'Bull City Cab Co.']);
      fireEvent.click(sortButton('Highest rated'));
      expect(names()).toEqual(['Bull City Cab Co.', 'Triangle Airport Express', 'Oak City Shared Ride']);
      expect(screen.getByTestId('address')).toHaveTextContent('/?compare=rating');
      expect(sortButton('Highest rated')).toHaveAttribute('aria-pressed', 'true');
      fireEvent.click(sortButton('Recommended'));
      expect(names()).toEqual(['Triangle Airport Express', 'Oak City Shared Ride', 'Bull City Cab Co.']);
      expect(screen.getByTestId('address').textContent).toBe('/');
    });
  });
});
