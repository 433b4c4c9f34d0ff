// Reading Accept: whether a page may answer, and the key an answer that follows Accept is kept under.
import { acceptKey, acceptsHtml } from './accept';

describe('acceptsHtml', () => {
  it.each<[string | undefined, boolean]>([
    [undefined, true],
    ['', true],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8', true],
    ['*/*', true],
    ['text/*', true],
    ['application/json, text/plain;q=0.5, */*;q=0.1', true],
    ['application/json', false],
    ['application/graphql-response+json, application/json;q=0.9', false],
    ['application/json, text/html;q=0', false],
    ['APPLICATION/JSON, TEXT/HTML', true],
  ])('%j: %s', (accept, html) => {
    expect(acceptsHtml(accept)).toBe(html);
  });
});

describe('acceptKey', () => {
  it('is the header as sent, lower-cased, without spaces; none is empty', () => {
    expect(acceptKey('Application/JSON; q=0.9, application/graphql-response+json')).toBe('application/json;q=0.9,application/graphql-response+json');
    expect(acceptKey(undefined)).toBe('');
    expect(acceptKey(['application/json', 'text/html'])).toBe('application/json,text/html');
  });
});
