import { act, fireEvent, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { fakeGraphql, renderAdmin } from '../testing/renderAdmin';
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

describe('admin contacts', () => {
  it('marks a message read when an unread one is opened, and only then', async () => {
    const rows = [contact(1, false, 'Shuttle for a group of 8'), contact(2, true, 'Question about tolls')];
    const api = fakeGraphql({
      AdminContacts: () => ({ data: { contacts: rows } }),
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

  it('says so when there are no messages', async () => {
    const api = fakeGraphql({ AdminContacts: () => ({ data: { contacts: [] } }) });
    renderAdmin(<ContactsPage />, { link: api.link });
    expect(await screen.findByText(NO_CONTACTS)).toBeInTheDocument();
  });
});
