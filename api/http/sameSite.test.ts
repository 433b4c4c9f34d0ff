import { isCrossSite } from './sameSite';

const OWN = ['https://rdurides.example.com', 'http://127.0.0.1:3000'];

describe('isCrossSite', () => {
  it.each([
    ['cross-site', undefined, true],
    ['same-site', undefined, true],
    ['same-origin', undefined, false],
    ['none', undefined, false],
    // The browser's Sec-Fetch-Site wins over Origin either way.
    ['cross-site', 'https://rdurides.example.com', true],
    ['same-origin', 'https://evil.example', false],
    [' Cross-Site ', undefined, true],
  ])('Sec-Fetch-Site %p (Origin %p): %p', (secFetchSite, origin, expected) => {
    expect(isCrossSite({ secFetchSite, origin }, OWN)).toBe(expected);
  });

  it.each([
    ['https://evil.example', true],
    ['https://rdurides.example.com.evil.example', true],
    ['http://rdurides.example.com', true], // another scheme is another origin
    ['https://www.rdurides.example.com', true],
    ['https://rdurides.example.com', false],
    ['http://127.0.0.1:3000', false],
    ['HTTPS://RDURIDES.EXAMPLE.COM', false],
    // Sent by browsers for the site's own posts under Referrer-Policy: no-referrer.
    ['null', false],
    ['', false],
    [undefined, false],
  ])('without Sec-Fetch-Site, Origin %p: %p', (origin, expected) => {
    expect(isCrossSite({ origin }, OWN)).toBe(expected);
  });
});
