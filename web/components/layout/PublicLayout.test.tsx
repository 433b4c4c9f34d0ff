import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { ProvidersDocument } from '../../data/generated';
import { provider } from '../../../tests/support/providerCards';
import PublicLayout from './PublicLayout';
import { isNavActive } from './siteLinks';

jest.mock('../ads/AdSlot', () => ({ __esModule: true, default: ({ location }: { location: string }) => <div data-testid={`ad-${location}`} /> }));

const PROVIDERS = Array.from({ length: 6 }, (_, i) => ({ __typename: 'Provider', ...provider({ id: i + 1, name: `Provider ${i + 1}`, slug: `p${i + 1}` }) }));

function renderLayout(url = '/') {
  return render(
    <MockedProvider mocks={[{ request: { query: ProvidersDocument }, result: { data: { providers: PROVIDERS } }, delay: 1 }]}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path="*" element={<h1>Page</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('isNavActive', () => {
  it.each([
    ['/', '/', '', true],
    ['/', '/providers', '', false],
    ['/', '/', '#faq', true],
    ['/', '/', '#comparison', false],
    ['/#comparison', '/', '#comparison', true],
    ['/#comparison', '/', '', false],
    ['/providers', '/providers', '', true],
    ['/providers', '/providers/triangleairportexpress', '', true],
    ['/providers', '/providersx', '', false],
    ['/resources', '/resources', '', true],
    ['/contact', '/resources', '', false],
  ])('%s at %s%s → %s', (to, pathname, hash, active) => {
    expect(isNavActive(to, pathname, hash)).toBe(active);
  });
});

describe('PublicLayout', () => {
  it('has a skip link, the header and footer ad slots and the main content', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByTestId('ad-header')).toBeInTheDocument();
    expect(screen.getByTestId('ad-footer')).toBeInTheDocument();
  });

  it('highlights the current item of the main navigation', () => {
    renderLayout('/providers/p1');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Shuttle Providers' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Compare' })).toHaveAttribute('href', '/#comparison');
  });

  it('opens the mobile menu and closes it when a link is chosen', () => {
    renderLayout('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    fireEvent.click(within(menu).getByRole('link', { name: 'Travel Resources' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists five provider pages from the data in the footer, plus the footer link groups', async () => {
    renderLayout();
    const providers = screen.getByRole('navigation', { name: 'Top Providers' });
    await within(providers).findByRole('link', { name: 'Provider 1' });
    const links = within(providers).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/providers/p1', '/providers/p2', '/providers/p3', '/providers/p4', '/providers/p5', '/providers']);
    const resources = within(screen.getByRole('navigation', { name: 'Travel Resources' })).getAllByRole('link');
    expect(resources.map((l) => l.getAttribute('href'))).toEqual(
      ['GUIDE', 'HOTELS', 'ATTRACTIONS', 'BUSINESS', 'EVENTS'].map((f) => `/resources?filter=${f}`),
    );
    const quick = within(screen.getByRole('navigation', { name: 'Quick Links' })).getAllByRole('link');
    expect(quick.map((l) => l.getAttribute('href'))).toEqual(['/about', '/contact', '/#faq', '/privacy', '/terms', '/affiliate-disclosure']);
  });

  it('opens the four social links in a new tab without an opener', () => {
    renderLayout();
    const social = screen.getAllByRole('link', { name: /on (Facebook|X \(Twitter\)|Instagram|LinkedIn)/ });
    expect(social).toHaveLength(4);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('says in the footer that the site is not affiliated with the airport', () => {
    renderLayout();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/not affiliated with.*Raleigh-Durham International Airport/);
  });
});

describe('scrolling on navigation', () => {
  function App() {
    return (
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="*" element={<Nav />} />
        </Route>
      </Routes>
    );
  }
  function Nav() {
    const navigate = useNavigate();
    return (
      <>
        <h1>Page</h1>
        <button onClick={() => navigate('/resources?filter=GUIDE')}>filter</button>
        <button onClick={() => navigate('/about')}>about</button>
      </>
    );
  }

  it('starts a new page at the top with focus on the content, but not a changed query', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    render(
      <MockedProvider mocks={[{ request: { query: ProvidersDocument }, result: { data: { providers: PROVIDERS } } }]}>
        <MemoryRouter initialEntries={['/resources']}>
          <App />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'filter' }));
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'about' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    expect(screen.getByRole('main')).toHaveFocus();
    scrollTo.mockRestore();
  });
});
