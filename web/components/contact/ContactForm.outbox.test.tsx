// The contact page's panel follows the outbox (issue 24, item 2): a message kept on the device while
// offline shows "saved on this device" only while it waits; once it is delivered (by this page, another
// tab or the service worker) the panel says it was sent, and a message the server refused on delivery
// comes back into the form with the server's reason. Real outbox, real IndexedDB semantics
// (fake-indexeddb), the network at the edge (fetch).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { flushContactOutbox } from '../../pwa/contactOutbox';
import { ToastProvider } from '../toast/ToastProvider';
import ContactForm, { QUEUED_TEXT, QUEUED_TITLE, SENT_TITLE, THANK_YOU } from './ContactForm';

// IndexedDB stores structured clones; jsdom does not give tests Node's structuredClone.
globalThis.structuredClone ??= <T,>(value: T): T => deserialize(serialize(value)) as T;

let online = false;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
const fetchMock = jest.fn();
globalThis.fetch = fetchMock as unknown as typeof fetch;
const answer = (status: number, body: unknown) => ({ status, headers: { get: (n: string) => (n.toLowerCase() === 'content-type' ? 'application/json' : null) }, text: async () => JSON.stringify(body) });

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function keepOffline(subject: string) {
  online = false;
  render(
    <ToastProvider>
      <ContactForm variant="page" />
    </ToastProvider>,
  );
  type('Full Name', 'Ada Lovelace');
  type('Email Address', 'ada@example.com');
  type('Subject', subject);
  type('Message', 'We are six people landing at 11pm.');
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  const panel = await screen.findByTestId('contact-thank-you');
  expect(panel).toHaveTextContent(QUEUED_TITLE);
  expect(panel).toHaveTextContent(QUEUED_TEXT);
  expect(fetchMock).not.toHaveBeenCalled();
  return panel;
}

beforeEach(() => fetchMock.mockReset());

it('says the message was sent once the outbox delivered it, not "offline" for good', async () => {
  await keepOffline('Late arrival one');
  online = true;
  fetchMock.mockResolvedValue(answer(201, { success: true, id: 7 }));
  await act(async () => {
    await flushContactOutbox();
  });
  await waitFor(() => expect(screen.getByTestId('contact-thank-you')).toHaveTextContent(SENT_TITLE));
  expect(screen.getByTestId('contact-thank-you')).toHaveTextContent(THANK_YOU);
  expect(screen.getByTestId('contact-thank-you')).not.toHaveTextContent(QUEUED_TEXT);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('puts a kept message the server refused back into the form, with its reason', async () => {
  await keepOffline('Late arrival two');
  online = true;
  fetchMock.mockResolvedValue(answer(400, { message: 'Subject must be at most 255 characters', errors: { subject: 'Subject must be at most 255 characters' } }));
  await act(async () => {
    await flushContactOutbox();
  });
  expect(await screen.findByTestId('contact-kept-refused')).toHaveTextContent('Subject must be at most 255 characters');
  expect(screen.queryByTestId('contact-thank-you')).toBeNull();
  expect(field('Subject').value).toBe('Late arrival two');
  expect(field('Message').value).toBe('We are six people landing at 11pm.');
});
