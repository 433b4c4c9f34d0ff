import { META_DESCRIPTION_MAX } from './rules';
import { openingsOf } from './hours';
import {
  absoluteUrl,
  escapeHtml,
  faqPageJsonLd,
  headTags,
  organizationJsonLd,
  openingHoursSpecification,
  providerJsonLd,
  providerPath,
  robotsTxt,
  safeJsonForScript,
  sitemapXml,
  w3cDate,
  websiteJsonLd,
  type PageHead,
} from './seo';
import { SITE, providerMeta } from './site';

const ORIGIN = 'https://rdurides.example.com';
const ATTACK = '</script><script>alert(1)</script>';

const PROVIDER = {
  name: 'Triangle Express',
  slug: 'triangleexpress',
  type: 'Shuttle Van',
  shortDescription: 'Door-to-door vans',
  description: 'Door-to-door vans between RDU and the Triangle.',
  imageUrl: '/uploads/van.webp',
  serviceArea: 'Raleigh, Durham, Cary',
  priceRange: '$25.99 - $65.99',
  rating: '4.7',
};

const head = (over: Partial<PageHead> = {}): PageHead => ({ title: 'Title', description: 'A description.', path: '/providers', ...over });

/** The attribute value of the first tag matching `selector` text, unescaped as a browser would. */
function attr(html: string, tagStart: string, name: string): string | null {
  const tag = html.split('\n').find((line) => line.startsWith(tagStart));
  const match = tag && new RegExp(`${name}="([^"]*)"`).exec(tag);
  return match ? match[1].replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&') : null;
}

/** The contents of every JSON-LD script element, as the HTML parser would cut them. */
function jsonLdScripts(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
}

describe('escaping', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`a & b < c > d "e" 'f'`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &#39;f&#39;');
  });

  it('serializes JSON that cannot end a script element and reads back the same', () => {
    const value = { text: `${ATTACK} <!-- & \u2028\u2029` };
    const json = safeJsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(value);
    expect(safeJsonForScript(undefined)).toBe('null');
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['/providers/foo', 'https://rdurides.example.com/providers/foo'],
    ['/resources?filter=HOTELS', 'https://rdurides.example.com/resources?filter=HOTELS'],
    ['uploads/a.webp', 'https://rdurides.example.com/uploads/a.webp'],
    ['/', 'https://rdurides.example.com/'],
    ['https://images.example.com/van.jpg', 'https://images.example.com/van.jpg'],
    ['HTTP://images.example.com/Van.jpg', 'HTTP://images.example.com/Van.jpg'],
    ['//cdn.example.com/x.png', 'https://cdn.example.com/x.png'],
  ])('%s → %s', (input, expected) => {
    expect(absoluteUrl(ORIGIN, input)).toBe(expected);
    expect(absoluteUrl(`${ORIGIN}/`, input)).toBe(expected);
  });
});

describe('headTags', () => {
  it('writes title, description, canonical, Open Graph and Twitter tags with absolute URLs', () => {
    const html = headTags(head({ path: '/providers/foo', image: '/uploads/van.webp' }), ORIGIN);
    expect(html).toContain('<title>Title</title>');
    expect(attr(html, '<meta name="description"', 'content')).toBe('A description.');
    expect(attr(html, '<link rel="canonical"', 'href')).toBe(`${ORIGIN}/providers/foo`);
    expect(attr(html, '<meta property="og:url"', 'content')).toBe(`${ORIGIN}/providers/foo`);
    expect(attr(html, '<meta property="og:title"', 'content')).toBe('Title');
    expect(attr(html, '<meta property="og:description"', 'content')).toBe('A description.');
    expect(attr(html, '<meta property="og:type"', 'content')).toBe('website');
    expect(attr(html, '<meta property="og:site_name"', 'content')).toBe(SITE.shortName);
    // A WebP upload is shared as a JPEG made from it (issue 24, item 8: previews draw few WebP).
    expect(attr(html, '<meta property="og:image"', 'content')).toBe(`${ORIGIN}/share-image.jpg?src=%2Fuploads%2Fvan.webp`);
    expect(attr(html, '<meta name="twitter:card"', 'content')).toBe('summary_large_image');
    expect(attr(html, '<meta name="twitter:title"', 'content')).toBe('Title');
    expect(attr(html, '<meta name="twitter:description"', 'content')).toBe('A description.');
    expect(attr(html, '<meta name="twitter:image"', 'content')).toBe(`${ORIGIN}/share-image.jpg?src=%2Fuploads%2Fvan.webp`);
    expect(html).not.toContain('name="robots"');
  });

  it.each([
    ['/demo/providers/bullcitycab.svg', `${ORIGIN}/share-image.jpg?src=%2Fdemo%2Fproviders%2Fbullcitycab.svg`, 'summary_large_image'],
    ['/uploads/0123abcd.webp', `${ORIGIN}/share-image.jpg?src=%2Fuploads%2F0123abcd.webp`, 'summary_large_image'],
    ['/uploads/van.png', `${ORIGIN}/uploads/van.png`, 'summary_large_image'],
    ['https://images.example.com/van.jpg', 'https://images.example.com/van.jpg', 'summary_large_image'],
    // Another site's SVG: not fetched, so the site icon as a small card.
    ['https://images.example.com/logo.svg', `${ORIGIN}/icons/icon-512.png`, 'summary'],
    ['/demo/../../etc/passwd.svg', `${ORIGIN}/icons/icon-512.png`, 'summary'],
  ])('shares %s as a PNG or JPEG previews draw: %s', (image, shared, card) => {
    const html = headTags(head({ image }), ORIGIN);
    expect(attr(html, '<meta property="og:image"', 'content')).toBe(shared);
    expect(attr(html, '<meta name="twitter:image"', 'content')).toBe(shared);
    expect(attr(html, '<meta name="twitter:card"', 'content')).toBe(card);
  });

  it('shares the site icon as a small card when the page has no image of its own', () => {
    for (const image of [undefined, null, '', 'javascript:alert(1)']) {
      const html = headTags(head({ image, ogType: 'article' }), ORIGIN);
      expect(attr(html, '<meta property="og:image"', 'content')).toBe(`${ORIGIN}/icons/icon-512.png`);
      expect(attr(html, '<meta name="twitter:image"', 'content')).toBe(`${ORIGIN}/icons/icon-512.png`);
      expect(attr(html, '<meta name="twitter:card"', 'content')).toBe('summary');
      expect(attr(html, '<meta property="og:type"', 'content')).toBe('article');
    }
  });

  it('cuts the description to 155 characters everywhere it appears', () => {
    const long = `${'Shuttles and taxis at RDU compared side by side, '.repeat(6)}end.`;
    const html = headTags(head({ description: long }), ORIGIN);
    for (const tag of ['<meta name="description"', '<meta property="og:description"', '<meta name="twitter:description"']) {
      const value = attr(html, tag, 'content')!;
      expect(value.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
      expect(value.endsWith('\u2026')).toBe(true);
    }
  });

  it('marks noindex pages and gives them no canonical link', () => {
    const html = headTags(head({ noindex: true, path: '/nowhere' }), ORIGIN);
    expect(attr(html, '<meta name="robots"', 'content')).toBe('noindex');
    expect(html).not.toContain('rel="canonical"');
  });

  it('keeps stored text inert: quotes in attributes, </script> in text and in JSON-LD', () => {
    const evil = `"><img src=x onerror=alert(1)> ${ATTACK} it's`;
    const html = headTags(
      head({ title: evil, description: evil, path: '/providers/a"b', image: 'https://x.example/a"b.png', jsonLd: [{ description: evil }] }),
      ORIGIN,
    );
    // The only elements are the ones headTags writes; no stored text opened a tag or ended one.
    const tags = [...html.matchAll(/<\/?([a-z]+)/g)].map((m) => m[1]);
    expect(tags).toEqual(['title', 'title', 'meta', 'link', 'meta', 'meta', 'meta', 'meta', 'meta', 'meta', 'meta', 'meta', 'meta', 'meta', 'script', 'script']);
    expect(attr(html, '<meta property="og:title"', 'content')).toBe(evil);
    expect(attr(html, '<meta property="og:image"', 'content')).toBe('https://x.example/a"b.png');
    const [script] = jsonLdScripts(html);
    expect(JSON.parse(script)).toEqual({ description: evil });
  });

  it('writes one JSON-LD script per object, each reading back as the object', () => {
    const objects = [websiteJsonLd(ORIGIN), organizationJsonLd(ORIGIN), faqPageJsonLd([{ question: 'Q?', answer: ATTACK }])];
    const scripts = jsonLdScripts(headTags(head({ jsonLd: objects }), ORIGIN));
    expect(scripts.map((s) => JSON.parse(s))).toEqual(objects);
  });

});

describe('JSON-LD builders', () => {
  it('WebSite: name and absolute url', () => {
    expect(websiteJsonLd(ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE.shortName,
      alternateName: SITE.name,
      url: `${ORIGIN}/`,
    });
  });

  it('Organization: name, url, absolute logo, e-mail, phone and a contact point', () => {
    expect(organizationJsonLd(ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE.shortName,
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/icons/icon-512.png`,
      email: SITE.email,
      telephone: SITE.phone,
      contactPoint: expect.objectContaining({ '@type': 'ContactPoint', email: SITE.email, telephone: SITE.phone }),
    });
  });

  it('provider: a Service of its type at RDU, with price, and no rating without the count of reviews behind it', () => {
    const data = providerJsonLd(PROVIDER, ORIGIN) as Record<string, any>;
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      serviceType: 'Shuttle Van',
      name: 'Triangle Express',
      description: PROVIDER.description,
      url: `${ORIGIN}/providers/triangleexpress`,
      image: `${ORIGIN}/uploads/van.webp`,
      areaServed: [
        'Raleigh, Durham, Cary',
        { '@type': 'Airport', name: 'Raleigh-Durham International Airport', iataCode: 'RDU', address: SITE.airportAddress },
      ],
      provider: { '@type': 'LocalBusiness', name: 'Triangle Express', priceRange: '$25.99 - $65.99' },
      offers: { '@type': 'AggregateOffer', priceCurrency: 'USD', lowPrice: 25.99, highPrice: 65.99 },
    });
    // A count of 0 is no count either.
    expect(providerJsonLd({ ...PROVIDER, ratingCount: 0, ratingSource: 'Google reviews' }, ORIGIN)).not.toHaveProperty('aggregateRating');
    expect(providerJsonLd({ ...PROVIDER, ratingCount: null, ratingSource: 'Google reviews' }, ORIGIN)).not.toHaveProperty('aggregateRating');
  });

  it('provider: the rating with its count (ratingCount and reviewCount) and its source as the author', () => {
    const google = providerJsonLd({ ...PROVIDER, ratingCount: 1284, ratingSource: 'Google reviews' }, ORIGIN) as Record<string, any>;
    expect(google.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      bestRating: 5,
      worstRating: 1,
      ratingCount: 1284,
      reviewCount: 1284,
      author: { '@type': 'Organization', name: 'Google' },
    });
    const tripadvisor = providerJsonLd({ ...PROVIDER, ratingCount: 87, ratingSource: 'Tripadvisor' }, ORIGIN) as Record<string, any>;
    expect(tripadvisor.aggregateRating.author).toEqual({ '@type': 'Organization', name: 'Tripadvisor' });
    const unsourced = providerJsonLd({ ...PROVIDER, ratingCount: 12, ratingSource: null }, ORIGIN) as Record<string, any>;
    expect(unsourced.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.7, bestRating: 5, worstRating: 1, ratingCount: 12, reviewCount: 12 });
  });

  it('provider: the phone, e-mail and hours entered go on the LocalBusiness; none when not given', () => {
    const data = providerJsonLd({ ...PROVIDER, phone: '(919) 555-0142', email: 'rides@triangle.example', hours: [] }, ORIGIN) as Record<string, any>;
    expect(data.provider).toEqual({
      '@type': 'LocalBusiness',
      name: 'Triangle Express',
      priceRange: '$25.99 - $65.99',
      telephone: '(919) 555-0142',
      email: 'rides@triangle.example',
      openingHoursSpecification: openingHoursSpecification([]),
    });
    expect(providerJsonLd({ ...PROVIDER, phone: null, email: null }, ORIGIN)).toMatchObject({ provider: { '@type': 'LocalBusiness', name: 'Triangle Express', priceRange: '$25.99 - $65.99' } });
    expect(JSON.stringify(providerJsonLd({ ...PROVIDER, phone: null, email: null }, ORIGIN))).not.toMatch(/telephone|email|openingHours/);
  });

  it('provider: a rating that is not 1-5 and a price that holds no number are left out', () => {
    const data = providerJsonLd({ ...PROVIDER, rating: 'n/a', priceRange: 'Call for a quote' }, ORIGIN) as Record<string, unknown>;
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('offers');
    expect(data.provider).toEqual({ '@type': 'LocalBusiness', name: 'Triangle Express', priceRange: 'Call for a quote' });
  });

  it('provider head: title, description, canonical path, own image and the JSON-LD, through headTags', () => {
    const evil = { ...PROVIDER, description: `Fast. ${ATTACK}` };
    // The head the provider page states (web/pages/public/ProviderDetailPage.tsx).
    const built: PageHead = { ...providerMeta(evil), path: providerPath(evil.slug), image: evil.imageUrl, jsonLd: [providerJsonLd(evil, ORIGIN)] };
    expect(built).toMatchObject({ path: '/providers/triangleexpress', image: '/uploads/van.webp', title: 'Triangle Express - Shuttle Van | RDU Rides' });
    const html = headTags(built, ORIGIN);
    expect(html.match(/<script/g)).toHaveLength(1);
    const [script] = jsonLdScripts(html);
    expect(JSON.parse(script)).toEqual(providerJsonLd(evil, ORIGIN));
    expect((JSON.parse(script) as { description: string }).description).toBe(`Fast. ${ATTACK}`);
  });

  describe('openingHoursSpecification', () => {
    const ALL_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => `https://schema.org/${d}`);
    const spec = (days: string[], opens: string, closes: string) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days.map((d) => `https://schema.org/${d}`),
      opens,
      closes,
    });
    const everyDay = (opens: string, closes: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens, closes }));

    it('around the clock: every day from 00:00 to 23:59; no openings at all: closed, none stated', () => {
      expect(openingHoursSpecification(openingsOf({ aroundTheClock: true, hours: [] }))).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: ALL_DAYS, opens: '00:00', closes: '23:59' }]);
      expect(openingHoursSpecification(openingsOf({ aroundTheClock: false, hours: [] }))).toEqual([]);
    });

    it('regular hours: the days with the same hours in one entry, Monday first; days without hours are left out', () => {
      expect(openingHoursSpecification(everyDay('06:00', '23:00'))).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: ALL_DAYS, opens: '06:00', closes: '23:00' }]);
      const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '06:00', closes: '22:00' }));
      expect(openingHoursSpecification([...weekdays, { day: 6, opens: '08:00', closes: '12:00' }, { day: 6, opens: '14:00', closes: '18:00' }])).toEqual([
        spec(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], '06:00', '22:00'),
        spec(['Saturday'], '08:00', '12:00'),
        spec(['Saturday'], '14:00', '18:00'),
      ]);
    });

    it('a closing at midnight ends the day at 23:59; 00:00 to 00:00 is the whole day', () => {
      expect(openingHoursSpecification(everyDay('05:00', '00:00'))).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: ALL_DAYS, opens: '05:00', closes: '23:59' }]);
      expect(openingHoursSpecification([{ day: 3, opens: '00:00', closes: '00:00' }])).toEqual([spec(['Wednesday'], '00:00', '23:59')]);
    });

    it('hours past midnight are split at midnight into the next day, Sunday into Monday too', () => {
      expect(openingHoursSpecification([{ day: 5, opens: '18:00', closes: '02:00' }])).toEqual([spec(['Friday'], '18:00', '23:59'), spec(['Saturday'], '00:00', '02:00')]);
      expect(openingHoursSpecification([{ day: 0, opens: '20:00', closes: '01:30' }])).toEqual([spec(['Monday'], '00:00', '01:30'), spec(['Sunday'], '20:00', '23:59')]);
    });

    it('the night before and the day itself are joined where they meet or overlap', () => {
      // Friday night runs to 02:00 and Saturday opens at 01:00: Saturday is open from midnight to 10:00.
      expect(openingHoursSpecification([{ day: 5, opens: '18:00', closes: '02:00' }, { day: 6, opens: '01:00', closes: '10:00' }])).toEqual([
        spec(['Friday'], '18:00', '23:59'),
        spec(['Saturday'], '00:00', '10:00'),
      ]);
      // Open all night every night: every day from midnight to midnight.
      expect(openingHoursSpecification(everyDay('12:00', '12:00'))).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: ALL_DAYS, opens: '00:00', closes: '23:59' }]);
    });
  });

  it('FAQPage: every question with its accepted answer, in order', () => {
    const data = faqPageJsonLd([
      { question: 'How early?', answer: 'A day ahead.' },
      { question: 'Pets?', answer: `Small ones. ${ATTACK}` },
    ]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'How early?', acceptedAnswer: { '@type': 'Answer', text: 'A day ahead.' } },
        { '@type': 'Question', name: 'Pets?', acceptedAnswer: { '@type': 'Answer', text: `Small ones. ${ATTACK}` } },
      ],
    });
    const [script] = jsonLdScripts(headTags(head({ jsonLd: [data] }), ORIGIN));
    expect(JSON.parse(script)).toEqual(data);
  });
});

describe('sitemapXml', () => {
  it('writes a urlset with escaped locs and W3C dates', () => {
    const xml = sitemapXml([
      { loc: `${ORIGIN}/`, lastmod: new Date('2025-05-01T10:20:30.456Z') },
      { loc: `${ORIGIN}/resources?filter=HOTELS&x=<"'>`, lastmod: '2025-04-21' },
      { loc: `${ORIGIN}/faq`, lastmod: null },
      { loc: `${ORIGIN}/about`, lastmod: 'not a date' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const urls = [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map((m) => [m[1], m[2]]);
    expect(urls).toEqual([
      [`${ORIGIN}/`, '2025-05-01T10:20:30Z'],
      [`${ORIGIN}/resources?filter=HOTELS&amp;x=&lt;&quot;&apos;&gt;`, '2025-04-21'],
      [`${ORIGIN}/faq`, undefined],
      [`${ORIGIN}/about`, undefined],
    ]);
    // Nothing but the declaration, urlset and url/loc/lastmod elements.
    expect(new Set([...xml.matchAll(/<\/?([a-z?]+)/g)].map((m) => m[1]))).toEqual(new Set(['?xml', 'urlset', 'url', 'loc', 'lastmod']));
  });

  it('an empty sitemap is still a urlset', () => {
    expect(sitemapXml([])).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n');
  });

  it.each([
    ['2025-04-21', '2025-04-21'],
    ['2025-04-21T08:00:00.000Z', '2025-04-21T08:00:00Z'],
    ['2025-02-30', null],
    ['yesterday', null],
  ])('w3cDate(%s) → %s', (input, expected) => {
    expect(w3cDate(input)).toBe(expected);
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of the back office, the APIs and ad frames, and names the absolute sitemap', () => {
    expect(robotsTxt(`${ORIGIN}/`)).toBe(
      ['User-agent: *', 'Disallow: /admin', 'Disallow: /api', 'Disallow: /graphql', 'Disallow: /ad-frame/', '', `Sitemap: ${ORIGIN}/sitemap.xml`, ''].join('\n'),
    );
  });
});
