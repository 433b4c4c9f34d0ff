// Issue 24, item 13: a refused save focuses the first invalid field, and unsaved changes are not
// dropped by a link (or a reload) without asking.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../../../../api/domain/rules';
import { fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import { FaqsPage } from '../faqs/FaqsPage';
import { UNSAVED_CHANGES } from './formGuards';

const noFaqs = () => ({ data: { adminFaqsPage: { __typename: 'FaqPage', total: 0, items: [] } } });

async function openAddSheet() {
  const api = fakeGraphql({ AdminFaqs: noFaqs });
  renderAdmin(
    <>
      <FaqsPage />
      <Link to="/admin">Dashboard</Link>
    </>,
    { link: api.link, route: '/list' },
  );
  await act(async () => void fireEvent.click(await screen.findByRole('button', { name: 'Add FAQ' })));
  return api;
}

describe('admin form guards', () => {
  afterEach(() => jest.restoreAllMocks());

  it('moves focus to the first invalid field after an empty submit', async () => {
    await openAddSheet();
    const answer = screen.getByRole('textbox', { name: /^Answer/ });
    act(() => answer.focus());
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Create FAQ' })));
    await screen.findByText(MESSAGES.faq.question);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Question/ })).toHaveFocus());
  });

  it('asks before a link discards unsaved changes, and stays when the admin says Cancel', async () => {
    await openAddSheet();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    // Nothing typed yet: a link leaves without a question.
    fireEvent.change(screen.getByRole('textbox', { name: /^Question/ }), { target: { value: 'Is there a night bus?' } });
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'Dashboard', hidden: true })));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES);
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Question/ })).toHaveValue('Is there a night bus?');

    // A reload asks too (the browser's own question).
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    confirm.mockReturnValue(true);
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'Dashboard', hidden: true })));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('does not ask when nothing was changed', async () => {
    await openAddSheet();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'Dashboard', hidden: true })));
    expect(confirm).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });
});
