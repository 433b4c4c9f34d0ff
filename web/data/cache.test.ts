// What a write evicts is derived from the schema's types (web/data/cacheTypes.generated.ts): a write of a
// type drops every root query field whose answer can hold it, and nothing else.
import { gql } from '@apollo/client';
import { AdminCreateFaqDocument, AdminDeleteFaqDocument, AdminToggleAdSpotDocument, AdminUpdateProviderRouteDocument } from './admin.generated';
import { COUNTS, createCache, evictWritten, writtenType } from './cache';

const provider = { __typename: 'Provider', id: 1, name: 'Alpha' };

function filledCache() {
  const cache = createCache();
  const write = (query: string, data: Record<string, unknown>, variables?: Record<string, unknown>) =>
    cache.writeQuery({ query: gql(query), data, variables });
  write('{ providers { id name } }', { providers: [provider] });
  write('query($slug: String!) { provider(slug: $slug) { id name } }', { provider }, { slug: 'alpha' });
  write('query($input: TripInput!) { trip(input: $input) { options { provider { id name } } } }', {
    trip: { __typename: 'TripAnswer', options: [{ __typename: 'TripOption', provider }] },
  }, { input: { from: 'RDU Airport', to: 'Downtown Raleigh' } });
  write('{ adminProvidersPage(limit: 10) { items { id name } total } }', {
    adminProvidersPage: { __typename: 'ProviderPage', items: [provider], total: 1 },
  });
  write('{ faqs { id question } }', { faqs: [{ __typename: 'Faq', id: 1, question: 'Q?' }] });
  write('{ adminFaqsPage { items { id question } total } }', { adminFaqsPage: { __typename: 'FaqPage', items: [], total: 0 } });
  write('{ stats { providerCount } }', { stats: { __typename: 'Stats', providerCount: 1 } });
  write('{ clickStats(days: 7) { clicks } }', { clickStats: [] });
  return cache;
}

const rootFields = (cache: ReturnType<typeof createCache>) =>
  Object.keys((cache.extract() as Record<string, Record<string, unknown>>).ROOT_QUERY ?? {})
    .filter((key) => key !== '__typename')
    .map((key) => key.replace(/\(.*$/, '').replace(/:.*$/, ''))
    .sort();

it('a provider written drops every field that can hold a provider (lists, its page, trip answers) and keeps the rest', () => {
  const cache = filledCache();
  evictWritten(cache, ['Provider']);
  expect(rootFields(cache)).toEqual(['adminFaqsPage', 'clickStats', 'faqs', 'stats']);
});

it("a new or deleted FAQ drops the FAQ lists and the dashboard's counts", () => {
  const cache = filledCache();
  evictWritten(cache, ['Faq', COUNTS]);
  expect(rootFields(cache)).toEqual(['adminProvidersPage', 'clickStats', 'provider', 'providers', 'trip']);
});

it('reads the type a mutation answers from its document', () => {
  expect(writtenType(AdminCreateFaqDocument)).toBe('Faq');
  expect(writtenType(AdminUpdateProviderRouteDocument)).toBe('Provider');
  expect(writtenType(AdminToggleAdSpotDocument)).toBe('AdSpot');
  // deleteFaq answers a Boolean: the caller names the deleted type.
  expect(writtenType(AdminDeleteFaqDocument)).toBeNull();
});

it('keys each paged list by all its arguments (each page of each search is its own entry)', () => {
  const cache = createCache();
  const key = (args: Record<string, unknown>) => cache.policies.getStoreFieldName({ typename: 'Query', fieldName: 'contactsPage', args });
  expect(key({ limit: 20, offset: 0, unread: true, q: 'x' })).toBe('contactsPage:{"limit":20,"offset":0,"q":"x","unread":true}');
});
