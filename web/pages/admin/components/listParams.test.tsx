// (The lists are mounted at /list: renderAdmin's own /admin/... routes are placeholders.)
// Every admin list keeps its page, sort and search (and its own filter) in the address: opened from
// a URL it asks the server for exactly that, and moving in it rewrites the URL (issue 24, item 12).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import { AdSpotsPage } from '../adspots/AdSpotsPage';
import { ContactsPage, PAGE_SIZE as INBOX_PAGE_SIZE } from '../contacts/ContactsPage';
import { FaqsPage } from '../faqs/FaqsPage';
import { NO_PROVIDERS, noProviderMatches, ProvidersListPage } from '../providers/ProvidersListPage';
import { ResourcesPage } from '../resources/ResourcesPage';
import { CARD_PAGE_SIZE } from './ListPage';

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}
const address = () => screen.getByRole('status', { name: 'Address' }).textContent ?? '';
const params = () => Object.fromEntries(new URLSearchParams(address().split('?')[1] ?? ''));

function open(ui: ReactElement, route: string, handlers: Parameters<typeof fakeGraphql>[0]) {
  const api = fakeGraphql(handlers);
  renderAdmin(
    <>
      {ui}
      <Address />
    </>,
    { link: api.link, route },
  );
  return api;
}

const provider = (id: number) => ({
  __typename: 'Provider',
  id,
  name: `Provider ${id}`,
  slug: `provider${id}`,
  type: 'Taxi Service',
  serviceArea: 'Durham',
  rating: 4.5,
  badge: null,
});
/** 300 providers; a search for 'zzzz' matches none. */
const providers = (variables: Record<string, unknown>) => {
  const total = variables.q === 'zzzz' ? 0 : 300;
  const offset = Number(variables.offset);
  const items = Array.from({ length: Math.max(0, Math.min(Number(variables.limit), total - offset)) }, (_, k) => provider(offset + k + 1));
  return { data: { adminProvidersPage: { __typename: 'ProviderPage', total, items } } };
};

describe('admin lists in the address', () => {
  it('providers: a reload at ?page=3&sort=rating&order=desc&q=cab asks for that page, sort and search, and shows the search', async () => {
    const api = open(<ProvidersListPage />, '/list?page=3&sort=rating&order=desc&q=cab', { AdminProviders: providers });
    await screen.findByRole('gridcell', { name: /^Provider 51\b/ });
    expect(api.callsOf('AdminProviders')[0].variables).toEqual({ limit: 25, offset: 50, q: 'cab', sort: 'rating', order: 'desc' });
    expect(screen.getByRole('searchbox', { name: 'Search providers' })).toHaveValue('cab');

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Go to next page' })));
    await waitFor(() => expect(params()).toEqual({ page: '4', sort: 'rating', order: 'desc', q: 'cab' }));
    expect(api.callsOf('AdminProviders').at(-1)?.variables).toMatchObject({ offset: 75 });

    // A new sort starts again at the first page; the default sort (name, ascending) is not written.
    await act(async () => void fireEvent.click(screen.getByRole('columnheader', { name: 'Name' }).querySelector('.MuiDataGrid-columnHeaderTitleContainer')!));
    await waitFor(() => expect(params()).toEqual({ q: 'cab' }));
    expect(api.callsOf('AdminProviders').at(-1)?.variables).toEqual({ limit: 25, offset: 0, q: 'cab', sort: 'name', order: 'asc' });
  });

  it('providers: a search with no hit says so, not the empty-database text, and the search goes in the address', async () => {
    open(<ProvidersListPage />, '/list', { AdminProviders: providers });
    await screen.findByRole('gridcell', { name: /^Provider 1\b/ });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search providers' }), { target: { value: 'zzzz' } });
    expect(await screen.findByText(noProviderMatches('zzzz'))).toBeInTheDocument();
    expect(noProviderMatches('zzzz')).toBe("No provider matches 'zzzz'");
    expect(screen.queryByText(NO_PROVIDERS)).toBeNull();
    await waitFor(() => expect(params()).toEqual({ q: 'zzzz' }));
  });

  it('ad spots: the type tab, the page and the search come from the address', async () => {
    const api = open(<AdSpotsPage />, '/list?type=ezoic&q=gate&sort=name&order=desc', {
      AdminAdSpots: () => ({
        data: { adminAdSpotsPage: { __typename: 'AdSpotPage', total: 0, byType: { __typename: 'AdSpotTypeCounts', adsense: 0, ezoic: 0, custom: 0 }, items: [] } },
      }),
    });
    await screen.findByText("No ad spot matches 'gate'");
    expect(api.callsOf('AdminAdSpots')[0].variables).toEqual({ limit: 25, offset: 0, q: 'gate', sort: 'name', order: 'desc', adType: 'ezoic' });
    expect(screen.getByRole('tab', { name: 'Ezoic' })).toHaveAttribute('aria-selected', 'true');
    await act(async () => void fireEvent.click(screen.getByRole('tab', { name: 'Custom Banners' })));
    await waitFor(() => expect(params()).toEqual({ type: 'custom', q: 'gate', sort: 'name', order: 'desc' }));
  });

  it('FAQs and resources (cards): the page and the search come from the address and go back to it', async () => {
    const faqs = (variables: Record<string, unknown>) => {
      const offset = Number(variables.offset);
      const items = Array.from({ length: CARD_PAGE_SIZE }, (_, k) => ({
        __typename: 'Faq',
        id: offset + k + 1,
        question: `Question ${offset + k + 1}?`,
        answer: 'An answer long enough.',
        position: offset + k + 1,
        createdAt: '2025-01-01T00:00:00.000Z',
      }));
      return { data: { adminFaqsPage: { __typename: 'FaqPage', total: 100, items } } };
    };
    const api = open(<FaqsPage />, '/list?page=2&q=wifi', { AdminFaqs: faqs });
    await screen.findByRole('article', { name: `Question ${CARD_PAGE_SIZE + 1}?` });
    expect(api.callsOf('AdminFaqs')[0].variables).toMatchObject({ limit: CARD_PAGE_SIZE, offset: CARD_PAGE_SIZE, q: 'wifi' });
    expect(screen.getByRole('searchbox', { name: 'Search FAQs' })).toHaveValue('wifi');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' })));
    await waitFor(() => expect(params()).toEqual({ page: '3', q: 'wifi' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search FAQs' }), { target: { value: 'bags' } });
    await waitFor(() => expect(params()).toEqual({ q: 'bags' }), { timeout: 5000 });
  });

  it('resources: a reload keeps the page', async () => {
    const api = open(<ResourcesPage />, '/list?page=2', {
      AdminResources: () => ({ data: { adminResourcesPage: { __typename: 'ResourcePage', total: 0, items: [] } } }),
    });
    await waitFor(() => expect(api.callsOf('AdminResources')).toHaveLength(1));
    expect(api.callsOf('AdminResources')[0].variables).toMatchObject({ offset: CARD_PAGE_SIZE });
  });

  it('contacts: the Unread filter, the page and the search come from the address and go back to it', async () => {
    const api = open(<ContactsPage />, '/list?filter=unread&page=2&q=group', {
      AdminContacts: () => ({ data: { contactsPage: { __typename: 'ContactPage', items: [], total: 0, unreadTotal: 0 } } }),
    });
    await waitFor(() => expect(api.callsOf('AdminContacts')).toHaveLength(1));
    expect(api.callsOf('AdminContacts')[0].variables).toEqual({ limit: INBOX_PAGE_SIZE, offset: INBOX_PAGE_SIZE, unread: true, q: 'group' });
    expect(screen.getByRole('tab', { name: /^Unread/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('group');
    await act(async () => void fireEvent.click(screen.getByRole('tab', { name: 'All' })));
    await waitFor(() => expect(params()).toEqual({ q: 'group' }));
  });
});
