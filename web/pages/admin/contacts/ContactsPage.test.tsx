import { act, fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import { ContactsPage, NO_CONTACTS } from './ContactsPage';

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
