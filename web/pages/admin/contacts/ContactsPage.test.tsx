import { act, fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import { ContactsPage, NO_CONTACTS, PAGE_SIZE } from './ContactsPage';
import { INBOX_TEXTS } from './InboxControls';
import { BULK_TOASTS } from './useBulkContactActions';

const contact = (id: number, isRead: boolean, subject: string) => ({
  __typename: 'ContactSubmission',
  id,
  name: `Visitor ${id}`,
  email: `visitor${id}@example.com`,
  subject,
  message: `Full message number ${id}. It is long enough to need the dialog to read all of it.`,
  isRead,
  createdAt: '2025-03-04T15:30:00.000Z',
});

const act$ = (fn: () => void) => act(async () => void fn());

/** The server's answer for one inbox page. */
const inboxPage = (items: ReturnType<typeof contact>[], total = items.length, unreadTotal = items.filter((c) => !c.isRead).length) => ({
  data: { contactsPage: { __typename: 'ContactPage', items, total, unreadTotal } },
});

describe('admin contacts', () => {
  it('marks a message read when an unread one is opened, and only then', async () => {
    const rows = [contact(1, false, 'Shuttle for a group of 8'), contact(2, true, 'Question about tolls')];
    const api = fakeGraphql({
      AdminContacts: () => inboxPage(rows),
      AdminMarkContactRead: ({ id }) => ({ data: { markContactRead: { ...rows.find((r) => r.id === id)!, isRead: true } } }),
    });
    renderAdmin(<ContactsPage />, { link: api.link });
    const unread = await screen.findByRole('article', { name: 'Shuttle for a group of 8' });
    expect(within(unread).getByText('New')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Question about tolls' })).queryByText('New')).toBeNull();

    await act$(() => fireEvent.click(screen.getByRole('button', { name: 'View Question about tolls' })));
    const readDialog = screen.getByRole('dialog');
    expect(within(readDialog).getByTestId('read-status')).toHaveTextContent('Read');
    expect(api.callsOf('AdminMarkContactRead')).toHaveLength(0);
    await act$(() => fireEvent.click(within(readDialog).getByRole('button', { name: 'Close' })));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));

    await act$(() => fireEvent.click(screen.getByRole('button', { name: 'View Shuttle for a group of 8' })));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(rows[0].message)).toBeInTheDocument();
    expect(await screen.findByText('Contact marked as read')).toBeInTheDocument();
    expect(api.callsOf('AdminMarkContactRead').map((c) => c.variables)).toEqual([{ id: 1 }]);
    expect(within(dialog).getByTestId('read-status')).toHaveTextContent('Read');
    expect(within(screen.getByRole('article', { name: 'Shuttle for a group of 8', hidden: true })).queryByText('New')).toBeNull();
  });

  it('counts one unread fewer in the page summary and the Unread tab once an unread message is opened', async () => {
    let rows = [contact(1, false, 'Shuttle for a group of 8'), contact(2, false, 'Question about tolls'), contact(3, true, 'Thanks')];
    const api = fakeGraphql({
      AdminContacts: () => inboxPage(rows),
      AdminMarkContactRead: ({ id }) => {
        rows = rows.map((r) => (r.id === id ? { ...r, isRead: true } : r));
        return { data: { markContactRead: rows.find((r) => r.id === id)! } };
      },
    });
    renderAdmin(<ContactsPage />, { link: api.link });
    expect(await screen.findByText('3 messages, 2 unread.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Unread (2)' })).toBeInTheDocument();
    await act$(() => fireEvent.click(screen.getByRole('button', { name: 'View Shuttle for a group of 8' })));
    expect(await screen.findByText('Contact marked as read')).toBeInTheDocument();
    expect(await screen.findByText('3 messages, 1 unread.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Unread (1)', hidden: true })).toBeInTheDocument();
  });

  it('deletes a message after confirmation from its open dialog, and keeps it when the server refuses', async () => {
    let rows = [contact(1, true, 'Shuttle for a group of 8'), contact(2, true, 'Question about tolls')];
    let refuse = true;
    const api = fakeGraphql({
      AdminContacts: () => inboxPage(rows),
      AdminDeleteContact: ({ id }) => {
        if (refuse) return { errors: [{ message: 'Contact submission not found', extensions: { code: 'NOT_FOUND' } }] };
        rows = rows.filter((r) => r.id !== id);
        return { data: { deleteContact: true } };
      },
    });
    renderAdmin(<ContactsPage />, { link: api.link });
    await screen.findByRole('article', { name: 'Question about tolls' });

    // Refused: an error toast with the server's reason; the card stays.
    await act$(() => fireEvent.click(screen.getByRole('button', { name: 'Delete Question about tolls' })));
    let confirm = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(confirm).toHaveTextContent('Question about tolls');
    await act$(() => fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' })));
    expect(await screen.findByText('Failed to delete contact')).toBeInTheDocument();
    expect(screen.getByText('Contact submission not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('article', { name: 'Question about tolls' })).toBeInTheDocument();

    // Accepted, from the message's own dialog: both dialogs close, the card goes, a success toast.
    refuse = false;
    await act$(() => fireEvent.click(screen.getByRole('button', { name: 'View Question about tolls' })));
    const view = await screen.findByRole('dialog', { name: /Question about tolls/ });
    await act$(() => fireEvent.click(within(view).getByRole('button', { name: 'Delete' })));
    confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await act$(() => fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' })));
    expect(await screen.findByText('Contact deleted')).toBeInTheDocument();
    expect(screen.getByText('The message from Visitor 2 has been removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('article', { name: 'Question about tolls' })).toBeNull();
    expect(api.callsOf('AdminDeleteContact').map((c) => c.variables)).toEqual([{ id: 2 }, { id: 2 }]);
    expect(screen.getByRole('article', { name: 'Shuttle for a group of 8' })).toBeInTheDocument();
  });

  it('says so when there are no messages', async () => {
    const api = fakeGraphql({ AdminContacts: () => inboxPage([]) });
    renderAdmin(<ContactsPage />, { link: api.link });
    expect(await screen.findByText(NO_CONTACTS)).toBeInTheDocument();
  });
});

describe('admin contacts at scale', () => {
  const many = (from: number, n: number) => Array.from({ length: n }, (_, i) => contact(from - i, (from - i) % 3 !== 0, `Question ${from - i}`));

  it('asks the server for one page at a time and moves with the pager', async () => {
    const api = fakeGraphql({
      AdminContacts: ({ offset }) => inboxPage(many(1000 - Number(offset), PAGE_SIZE), 1000, 333),
    });
    renderAdmin(<ContactsPage />, { link: api.link });
    await screen.findByRole('article', { name: 'Question 1000' });
    expect(screen.getAllByRole('article')).toHaveLength(PAGE_SIZE);
    expect(screen.getByText('Page 1 of 40')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Unread (333)' })).toBeInTheDocument();
    expect(api.callsOf('AdminContacts')[0].variables).toEqual({ limit: PAGE_SIZE, offset: 0 });

    await act$(() => fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' })));
    await screen.findByRole('article', { name: `Question ${1000 - PAGE_SIZE}` });
    expect(screen.getByText('Page 2 of 40')).toBeInTheDocument();
    expect(api.callsOf('AdminContacts').at(-1)!.variables).toEqual({ limit: PAGE_SIZE, offset: PAGE_SIZE });
  });

  it('filters unread messages and searches on the server once typing pauses', async () => {
    const api = fakeGraphql({ AdminContacts: ({ q }) => inboxPage(q ? [contact(7, false, 'Found it')] : many(30, 3), q ? 1 : 30, q ? 1 : 10) });
    renderAdmin(<ContactsPage />, { link: api.link });
    await screen.findByRole('article', { name: 'Question 30' });

    await act$(() => fireEvent.click(screen.getByRole('tab', { name: 'Unread (10)' })));
    await waitFor(() => expect(api.callsOf('AdminContacts').at(-1)!.variables).toEqual({ limit: PAGE_SIZE, offset: 0, unread: true }));

    const box = screen.getByRole('searchbox', { name: INBOX_TEXTS.search });
    fireEvent.change(box, { target: { value: 'fo' } });
    fireEvent.change(box, { target: { value: 'found ' } });
    await screen.findByRole('article', { name: 'Found it' });
    const searches = api.callsOf('AdminContacts').filter((c) => c.variables.q);
    expect(searches.map((c) => c.variables)).toEqual([{ limit: PAGE_SIZE, offset: 0, unread: true, q: 'found' }]);
  });

  it('says so when a search finds nothing, keeping the search box', async () => {
    const api = fakeGraphql({ AdminContacts: ({ q }) => (q ? inboxPage([], 0, 0) : inboxPage(many(3, 3))) });
    renderAdmin(<ContactsPage />, { link: api.link });
    await screen.findByRole('article', { name: 'Question 3' });
    fireEvent.change(screen.getByRole('searchbox', { name: INBOX_TEXTS.search }), { target: { value: 'nobody' } });
    expect(await screen.findByText(NO_CONTACTS)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: INBOX_TEXTS.search })).toHaveValue('nobody');
  });

  it('marks the selected messages read, and deletes a selection after a confirmation naming how many', async () => {
    let rows = many(6, 6);
    const api = fakeGraphql({
      AdminContacts: () => inboxPage(rows),
      AdminMarkContactsRead: ({ ids }) => {
        rows = rows.map((r) => ((ids as number[]).includes(r.id) ? { ...r, isRead: true } : r));
        return { data: { markContactsRead: (ids as number[]).length } };
      },
      AdminDeleteContacts: ({ ids }) => {
        rows = rows.filter((r) => !(ids as number[]).includes(r.id));
        return { data: { deleteContacts: (ids as number[]).length } };
      },
    });
    renderAdmin(<ContactsPage />, { link: api.link });
    await screen.findByRole('article', { name: 'Question 6' });
    const markRead = screen.getByRole('button', { name: INBOX_TEXTS.markRead });
    expect(markRead).toBeDisabled();

    // Question 6 and 3 are unread; 5 is read: only the unread ones are sent.
    for (const n of [6, 5, 3]) fireEvent.click(screen.getByRole('checkbox', { name: `Select Question ${n}` }));
    expect(screen.getByText(INBOX_TEXTS.selected(3))).toBeInTheDocument();
    await act$(() => fireEvent.click(markRead));
    expect(await screen.findByText(BULK_TOASTS.read(2).title)).toBeInTheDocument();
    expect(screen.getByText(BULK_TOASTS.read(2).description)).toBeInTheDocument();
    expect(api.callsOf('AdminMarkContactsRead').map((c) => c.variables)).toEqual([{ ids: [6, 3] }]);
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Question 6' })).queryByText('New')).toBeNull());
    expect(screen.getByRole('checkbox', { name: `Select Question 6` })).not.toBeChecked();

    fireEvent.click(screen.getByRole('checkbox', { name: INBOX_TEXTS.selectPage }));
    expect(screen.getByText(INBOX_TEXTS.selected(6))).toBeInTheDocument();
    await act$(() => fireEvent.click(screen.getByRole('button', { name: INBOX_TEXTS.delete })));
    const confirm = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(confirm).toHaveTextContent('This will permanently delete the 6 messages you selected.');
    await act$(() => fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' })));
    expect(await screen.findByText(BULK_TOASTS.deleted(6).title)).toBeInTheDocument();
    expect(await screen.findByText(NO_CONTACTS)).toBeInTheDocument();
    expect(api.callsOf('AdminDeleteContacts').map((c) => c.variables)).toEqual([{ ids: [6, 5, 4, 3, 2, 1] }]);
  });

  it('keeps the selection when a bulk action fails, with the server reason', async () => {
    const rows = many(2, 2);
    const api = fakeGraphql({
      AdminContacts: () => inboxPage(rows),
      AdminDeleteContacts: () => ({ errors: [{ message: 'ids must be a list of 1 to 500 positive whole numbers', extensions: { code: 'BAD_USER_INPUT' } }] }),
    });
    renderAdmin(<ContactsPage />, { link: api.link });
    await screen.findByRole('article', { name: 'Question 2' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Question 2' }));
    await act$(() => fireEvent.click(screen.getByRole('button', { name: INBOX_TEXTS.delete })));
    await act$(() => fireEvent.click(within(screen.getByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Delete' })));
    expect(await screen.findByText(BULK_TOASTS.deleteFailed)).toBeInTheDocument();
    expect(screen.getByText('ids must be a list of 1 to 500 positive whole numbers')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Select Question 2' })).toBeChecked();
  });
});
