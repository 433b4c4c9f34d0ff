import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import { CARD_PAGE_SIZE } from '../components/ListPage';
import { FAQ_ORDER_TEXTS, FaqsPage, NO_FAQS } from './FaqsPage';

/** The cards come in the site's order. */
const BY_POSITION = { sort: 'position', order: 'asc' };

/** The server's side of the paged FAQ query over `total` questions; a search matches nothing but 'wifi'. */
const faqsPage = (total: number) => (variables: Record<string, unknown>) => {
  const matching = variables.q === undefined ? total : variables.q === 'wifi' ? 1 : 0;
  const offset = Number(variables.offset);
  const items = Array.from({ length: Math.max(0, Math.min(Number(variables.limit), matching - offset)) }, (_, k) => ({
    __typename: 'Faq',
    id: offset + k + 1,
    question: `Question number ${offset + k + 1}?`,
    answer: 'An answer long enough.',
    position: offset + k + 1,
    createdAt: '2025-01-01T00:00:00.000Z',
  }));
  return { data: { adminFaqsPage: { __typename: 'FaqPage', total: matching, items } } };
};

describe('FAQs page', () => {
  it('shows one page of cards, pages on the server and searches there', async () => {
    const api = fakeGraphql({ AdminFaqs: faqsPage(10_000) });
    renderAdmin(<FaqsPage />, { link: api.link });
    await screen.findByRole('article', { name: 'Question number 1?' });
    expect(screen.getAllByRole('article')).toHaveLength(CARD_PAGE_SIZE);
    expect(api.callsOf('AdminFaqs')[0].variables).toEqual({ limit: CARD_PAGE_SIZE, offset: 0, ...BY_POSITION });

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' })));
    await screen.findByRole('article', { name: `Question number ${CARD_PAGE_SIZE + 1}?` });
    expect(api.callsOf('AdminFaqs').at(-1)?.variables).toEqual({ limit: CARD_PAGE_SIZE, offset: CARD_PAGE_SIZE, ...BY_POSITION });
    expect(screen.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search FAQs' }), { target: { value: ' wifi ' } });
    await screen.findByRole('article', { name: 'Question number 1?' });
    expect(api.callsOf('AdminFaqs').at(-1)?.variables).toEqual({ limit: CARD_PAGE_SIZE, offset: 0, q: 'wifi', ...BY_POSITION });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: /pagination/ })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search FAQs' }), { target: { value: 'nothing like it' } });
    await screen.findByText('No FAQs match your search.');
    expect(screen.getByRole('searchbox', { name: 'Search FAQs' })).toHaveValue('nothing like it');
  });

  it('says so when there is no FAQ at all', async () => {
    const api = fakeGraphql({ AdminFaqs: faqsPage(0) });
    renderAdmin(<FaqsPage />, { link: api.link });
    await screen.findByText(NO_FAQS);
    await waitFor(() => expect(api.callsOf('AdminFaqs')).toHaveLength(1));
  });

  it('shows the place of each FAQ and moves one up or down with its arrows (an update with the new position)', async () => {
    let rows = ['Where do shuttles stop?', 'Is there Wi-Fi?', 'Can I bring a bike?'].map((question, i) => ({
      __typename: 'Faq',
      id: 10 + i,
      question,
      answer: 'An answer long enough.',
      position: i + 1,
      createdAt: '2025-01-01T00:00:00.000Z',
    }));
    const api = fakeGraphql({
      AdminFaqs: () => ({ data: { adminFaqsPage: { __typename: 'FaqPage', total: rows.length, items: [...rows].sort((a, b) => a.position - b.position) } } }),
      AdminUpdateFaq: ({ id, input }: Record<string, any>) => {
        const from = rows.find((r) => r.id === id)!.position;
        const to = input.position as number;
        rows = rows.map((r) => (r.id === id ? { ...r, position: to } : r.position === to ? { ...r, position: from } : r));
        return { data: { updateFaq: rows.find((r) => r.id === id) } };
      },
    });
    renderAdmin(<FaqsPage />, { link: api.link });
    const first = await screen.findByRole('article', { name: 'Where do shuttles stop?' });
    expect(first).toHaveTextContent(FAQ_ORDER_TEXTS.position(1));
    expect(screen.getByRole('button', { name: FAQ_ORDER_TEXTS.up('Where do shuttles stop?') })).toBeDisabled();
    expect(screen.getByRole('button', { name: FAQ_ORDER_TEXTS.down('Can I bring a bike?') })).toBeDisabled();

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: FAQ_ORDER_TEXTS.up('Can I bring a bike?') })));
    await screen.findByText(FAQ_ORDER_TEXTS.moved(2));
    expect(api.callsOf('AdminUpdateFaq')[0].variables).toEqual({ id: 12, input: { question: 'Can I bring a bike?', answer: 'An answer long enough.', position: 2 } });
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Where do shuttles stop?', 'Can I bring a bike?', 'Is there Wi-Fi?']),
    );
    expect(screen.getByRole('button', { name: FAQ_ORDER_TEXTS.down('Is there Wi-Fi?') })).toBeDisabled();
  });
});
