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

  it('shows the place of each FAQ and moves one in one step: to the top, up, down or to the bottom (issue 31, item 16)', async () => {
    let rows = ['Where do shuttles stop?', 'Is there Wi-Fi?', 'Can I bring a bike?', 'Are pets allowed?'].map((question, i) => ({
      __typename: 'Faq',
      id: 10 + i,
      version: 1,
      question,
      answer: 'An answer long enough.',
      position: i + 1,
      createdAt: '2025-01-01T00:00:00.000Z',
    }));
    // The server's move: the FAQ to its new place, the others closing up.
    const place = (id: number, to: string) => {
      const order = [...rows].sort((a, b) => a.position - b.position).map((r) => r.id);
      const from = order.indexOf(id);
      const at = { TOP: 0, BOTTOM: order.length - 1, UP: Math.max(0, from - 1), DOWN: Math.min(order.length - 1, from + 1) }[to]!;
      order.splice(from, 1);
      order.splice(at, 0, id);
      rows = rows.map((r) => ({ ...r, position: order.indexOf(r.id) + 1 }));
    };
    const api = fakeGraphql({
      AdminFaqs: () => ({ data: { adminFaqsPage: { __typename: 'FaqPage', total: rows.length, items: [...rows].sort((a, b) => a.position - b.position) } } }),
      AdminMoveFaq: ({ id, to }: Record<string, any>) => {
        place(id, to);
        return { data: { moveFaq: rows.find((r) => r.id === id) } };
      },
    });
    renderAdmin(<FaqsPage />, { link: api.link });
    const shown = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    const first = await screen.findByRole('article', { name: 'Where do shuttles stop?' });
    expect(first).toHaveTextContent(FAQ_ORDER_TEXTS.position(1));
    expect(screen.getByRole('button', { name: FAQ_ORDER_TEXTS.up('Where do shuttles stop?') })).toBeDisabled();
    expect(screen.getByRole('button', { name: FAQ_ORDER_TEXTS.top('Where do shuttles stop?') })).toBeDisabled();
    expect(screen.getByRole('button', { name: FAQ_ORDER_TEXTS.down('Are pets allowed?') })).toBeDisabled();
    expect(screen.getByRole('button', { name: FAQ_ORDER_TEXTS.bottom('Are pets allowed?') })).toBeDisabled();

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: FAQ_ORDER_TEXTS.up('Can I bring a bike?') })));
    await screen.findByText(FAQ_ORDER_TEXTS.moved(2));
    expect(api.callsOf('AdminMoveFaq')[0].variables).toEqual({ id: 12, to: 'UP', expectedVersion: 1 });
    await waitFor(() => expect(shown()).toEqual(['Where do shuttles stop?', 'Can I bring a bike?', 'Is there Wi-Fi?', 'Are pets allowed?']));

    // The last one to the top in one step, then the first one to the bottom.
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: FAQ_ORDER_TEXTS.top('Are pets allowed?') })));
    await waitFor(() => expect(shown()).toEqual(['Are pets allowed?', 'Where do shuttles stop?', 'Can I bring a bike?', 'Is there Wi-Fi?']));
    expect(api.callsOf('AdminMoveFaq')[1].variables).toEqual({ id: 13, to: 'TOP', expectedVersion: 1 });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: FAQ_ORDER_TEXTS.bottom('Are pets allowed?') })));
    await waitFor(() => expect(shown()).toEqual(['Where do shuttles stop?', 'Can I bring a bike?', 'Is there Wi-Fi?', 'Are pets allowed?']));
    expect(api.callsOf('AdminMoveFaq')[2].variables).toMatchObject({ id: 13, to: 'BOTTOM' });
    expect(screen.getByRole('button', { name: FAQ_ORDER_TEXTS.bottom('Are pets allowed?') })).toBeDisabled();
  });
});
