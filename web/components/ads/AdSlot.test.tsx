import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AdSpotsDocument, type PublicAdSpotFieldsFragment } from '../../data/generated';
import AdSlot, { adImageAlt, pickSpot, resetAdSlotCache } from './AdSlot';
import { resetAddedScripts } from './adScripts';

function spot(overrides: Partial<PublicAdSpotFieldsFragment> = {}): PublicAdSpotFieldsFragment & { __typename: 'PublicAdSpot' } {
  return {
    __typename: 'PublicAdSpot',
    id: 7,
    location: 'header',
    adType: 'custom',
    adCode: null,
    imageUrl: '/demo/ads/banner-parking.svg',
    linkUrl: 'https://ads.example.com/runway-park',
    isEnabled: true,
    dimensions: '728x90',
    ...overrides,
  };
}

const ADSENSE_CODE =
  '<script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456" crossorigin="anonymous"></script>' +
  '<ins class="adsbygoogle" style="display:block" data-ad-client="ca-pub-1234567890123456" data-ad-slot="1234567890" data-ad-format="auto" data-full-width-responsive="true"></ins>' +
  '<script>(adsbygoogle = window.adsbygoogle || []).push({}); alert("owned")</script>';

function renderSlot(result: { spots?: PublicAdSpotFieldsFragment[]; error?: Error }, location = 'header') {
  const mock = {
    request: { query: AdSpotsDocument, variables: { location } },
    ...(result.error ? { error: result.error } : { result: { data: { adSpots: result.spots } } }),
    delay: 5,
  };
  return render(
    <MockedProvider mocks={[mock]}>
      <AdSlot location={location as 'header'} />
    </MockedProvider>,
  );
}

// The mocked answers come after a timer (5 ms); the tests run it, and everything it starts, with
// jest's fake timers: a query has settled because no timer is left, not because time went by.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Runs every timer until none is left: the queries have settled, and what they answered is drawn. */
async function settled(container: HTMLElement) {
  await act(() => jest.runAllTimersAsync());
  expect(container.querySelector('[data-loading]')).toBeNull();
}

describe('AdSlot', () => {
  beforeEach(() => {
    resetAdSlotCache();
    resetAddedScripts();
    document.head.innerHTML = '';
    delete window.adsbygoogle;
    delete window.ezstandalone;
  });

  it('renders nothing visible while loading', () => {
    const { container } = renderSlot({ spots: [spot()] });
    expect(container.querySelector('[data-loading]')).not.toBeNull();
    expect(container).not.toHaveTextContent('Advertisement');
    expect(container.querySelector('img, iframe, a')).toBeNull();
  });

  it('renders nothing when the location has no spots', async () => {
    const { container } = renderSlot({ spots: [] });
    await settled(container);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing when loading fails', async () => {
    const { container } = renderSlot({ error: new Error('network down') });
    await settled(container);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing when the chosen spot is disabled', async () => {
    const { container } = renderSlot({ spots: [spot({ isEnabled: false })] });
    await settled(container);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a custom banner as a sponsored image link in a new tab', async () => {
    renderSlot({ spots: [spot()] });
    const img = await screen.findByRole('img', { name: 'Advertisement: ads.example.com' });
    expect(img).toHaveAttribute('src', '/demo/ads/banner-parking.svg');
    expect(img).toHaveAttribute('width', '728');
    expect(img).toHaveAttribute('height', '90');
    const link = img.closest('a')!;
    expect(link).toHaveAttribute('href', 'https://ads.example.com/runway-park');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
    expect(screen.getByText('Advertisement')).toBeInTheDocument();
  });

  it('never links a custom banner to a non-http URL', async () => {
    renderSlot({ spots: [spot({ linkUrl: 'javascript:alert(1)' })] });
    const img = await screen.findByRole('img', { name: 'Advertisement' });
    expect(img.closest('a')).toBeNull();
  });

  it('renders AdSense from a fixed template, loading the script with the page nonce', async () => {
    const meta = document.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = 'n0nce-abc';
    document.head.appendChild(meta);
    const { container } = renderSlot({ spots: [spot({ adType: 'adsense', adCode: ADSENSE_CODE, imageUrl: null, linkUrl: null })] });
    await waitFor(() => expect(container.querySelector('ins.adsbygoogle')).not.toBeNull());
    const ins = container.querySelector('ins.adsbygoogle')!;
    expect(ins).toHaveAttribute('data-ad-client', 'ca-pub-1234567890123456');
    expect(ins).toHaveAttribute('data-ad-slot', '1234567890');
    expect(ins).toHaveAttribute('data-ad-format', 'auto');
    expect(ins).toHaveAttribute('data-full-width-responsive', 'true');
    // The admin's own <script> tags are not in the page.
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('alert');
    const script = document.head.querySelector('script[src*="adsbygoogle.js"]') as HTMLScriptElement;
    expect(script.src).toBe('https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456');
    expect(script.nonce || script.getAttribute('nonce')).toBe('n0nce-abc');
    expect(script.async).toBe(true);
    expect(window.adsbygoogle).toHaveLength(1);
  });

  it('renders Ezoic as its placeholder and queues showAds', async () => {
    const { container } = renderSlot({
      spots: [spot({ adType: 'ezoic', adCode: '<div id="ezoic-pub-ad-placeholder-101"></div><script>ezstandalone.cmd.push(function () { ezstandalone.showAds(101); });</script>' })],
    });
    await waitFor(() => expect(container.querySelector('#ezoic-pub-ad-placeholder-101')).not.toBeNull());
    expect(container.querySelector('script')).toBeNull();
    expect(document.head.querySelector('script[src="https://www.ezojs.com/ezoic/sa.min.js"]')).not.toBeNull();
    expect(window.ezstandalone?.cmd).toHaveLength(1);
  });

  it('runs any other markup only in a sandboxed iframe without same-origin access', async () => {
    const { container } = renderSlot({ spots: [spot({ id: 42, adType: 'adsense', adCode: '<div onclick="steal()">Buy now</div>', imageUrl: null })] });
    await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
    const frame = container.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', '/ad-frame/42');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(frame).toHaveAttribute('width', '728');
    expect(frame).toHaveAttribute('height', '90');
    expect(container.innerHTML).not.toContain('steal()');
  });

  it('picks one of the returned spots at random', async () => {
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.99);
    renderSlot({ spots: [spot({ id: 1, linkUrl: 'https://first.example/' }), spot({ id: 2, linkUrl: 'https://second.example/' })] });
    expect(await screen.findByRole('img', { name: 'Advertisement: second.example' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Advertisement: first.example' })).toBeNull();
    random.mockRestore();
  });
});

describe('AdSlot caching', () => {
  beforeEach(() => resetAdSlotCache());

  it('reuses the fetched list for 5 minutes, then fetches it again', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const mocks = [
      { request: { query: AdSpotsDocument, variables: { location: 'footer' } }, result: { data: { adSpots: [spot({ id: 1, linkUrl: 'https://old-banner.example/' })] } }, delay: 5 },
      { request: { query: AdSpotsDocument, variables: { location: 'footer' } }, result: { data: { adSpots: [spot({ id: 2, linkUrl: 'https://new-banner.example/' })] } }, delay: 5 },
    ];
    const view = (key: number) => (
      <MockedProvider mocks={mocks}>
        <AdSlot key={key} location="footer" />
      </MockedProvider>
    );
    const { rerender } = render(view(1));
    expect(await screen.findByRole('img', { name: 'Advertisement: old-banner.example' })).toBeInTheDocument();
    // A new page 4 minutes later: same list, no request.
    now.mockReturnValue(1_000_000 + 4 * 60_000);
    rerender(view(2));
    expect(screen.getByRole('img', { name: 'Advertisement: old-banner.example' })).toBeInTheDocument();
    // 5 minutes after the fetch: the list is fetched again.
    now.mockReturnValue(1_000_000 + 5 * 60_000 + 1);
    rerender(view(3));
    expect(await screen.findByRole('img', { name: 'Advertisement: new-banner.example' })).toBeInTheDocument();
    now.mockRestore();
  });
});

describe('adImageAlt', () => {
  it('names where the banner leads, never a name the admin gave the spot (issue 31, item 15)', () => {
    expect(adImageAlt({ linkUrl: 'https://www.runwaypark.example/deal?x=1' })).toBe('Advertisement: runwaypark.example');
    expect(adImageAlt({ linkUrl: null })).toBe('Advertisement');
    expect(adImageAlt({ linkUrl: 'javascript:alert(1)' })).toBe('Advertisement');
  });
});

describe('pickSpot', () => {
  it('maps the random number onto the list and handles an empty list', () => {
    expect(pickSpot([], () => 0.5)).toBeNull();
    expect(pickSpot(['a', 'b', 'c'], () => 0)).toBe('a');
    expect(pickSpot(['a', 'b', 'c'], () => 0.5)).toBe('b');
    expect(pickSpot(['a', 'b', 'c'], () => 0.9999)).toBe('c');
  });

  describe('on one page', () => {
    const parking = (id: number, location: string) => spot({ id, location });
    const coffee = spot({ id: 40, location: 'all-providers-top', imageUrl: '/demo/ads/banner-coffee.svg', linkUrl: 'https://ads.example.com/gate9-coffee' });
    const insurance = (id: number, location: string) =>
      spot({ id, location, imageUrl: '/demo/ads/banner-insurance.svg', linkUrl: 'https://ads.example.com/tripshield' });

    function renderPage(byLocation: Record<string, PublicAdSpotFieldsFragment[]>, slots: { location: string; after?: string[] }[]) {
      const mocks = Object.entries(byLocation).map(([location, spots]) => ({
        request: { query: AdSpotsDocument, variables: { location } },
        result: { data: { adSpots: spots } },
        delay: 5,
        maxUsageCount: 20,
      }));
      return render(
        <MockedProvider mocks={mocks}>
          <>
            {slots.map(({ location, after }) => (
              <AdSlot key={location} location={location as 'header'} after={after as 'header'[] | undefined} />
            ))}
          </>
        </MockedProvider>,
      );
    }
    const shown = (container: HTMLElement) => [...container.querySelectorAll('[data-testid="ad-slot"]')].map((slot) => [slot.getAttribute('data-location'), slot.querySelector('a')?.getAttribute('href')]);

    it('never shows one advertisement twice: the header and footer keep theirs, a slot below gives way (the /providers header and top)', async () => {
      const random = jest.spyOn(Math, 'random').mockReturnValue(0);
      try {
        const { container } = renderPage(
          { header: [parking(1, 'header')], footer: [insurance(2, 'footer')], 'all-providers-top': [parking(5, 'all-providers-top')], 'all-providers-bottom': [parking(6, 'all-providers-bottom'), coffee] },
          [{ location: 'header' }, { location: 'all-providers-top' }, { location: 'all-providers-bottom', after: ['all-providers-top'] }, { location: 'footer' }],
        );
        await settled(container);
        expect(shown(container)).toEqual([
          ['header', 'https://ads.example.com/runway-park'],
          ['all-providers-bottom', 'https://ads.example.com/gate9-coffee'], // Runway Park is first in its list, but the header shows it
          ['footer', 'https://ads.example.com/tripshield'],
        ]);
      } finally {
        random.mockRestore();
      }
    });

    it('a page slot gives way to the footer too (a provider page and its footer)', async () => {
      const { container } = renderPage(
        { header: [parking(1, 'header')], footer: [insurance(2, 'footer')], 'provider-main': [insurance(6, 'provider-main')] },
        [{ location: 'header' }, { location: 'provider-main' }, { location: 'footer' }],
      );
      await settled(container);
      expect(shown(container).map(([location]) => location)).toEqual(['header', 'footer']);
    });
  });
});
