import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CONTACT_HONEYPOT } from '../../../api/domain/inputs/public';
import { MAX, MESSAGES, REPLY_PROMISE } from '../../../api/domain/rules';
import { contactWaitText } from '../../../api/domain/texts';
import { classifyContactReply } from '../../pwa/contactDelivery';
import { sendContactMessage } from '../../pwa/contactOutbox';
import { ToastProvider } from '../toast/ToastProvider';
import ContactForm, { QUEUED_TEXT, QUEUED_TITLE, THANK_YOU } from './ContactForm';

// The outbox (its keys, its reading of the server's answers) is tested in web/pwa; here: what the
// form sends and what the visitor sees for each answer.
jest.mock('../../pwa/contactOutbox', () => ({ ...jest.requireActual('../../pwa/contactOutbox'), sendContactMessage: jest.fn() }));
const send = sendContactMessage as jest.MockedFunction<typeof sendContactMessage>;
/** What the outbox hands back for an HTTP answer to POST /api/contact (JSON unless said otherwise). */
const httpAnswer = (status: number, body: string, contentType = 'application/json') => classifyContactReply({ status, body, contentType, retryAfter: null });

function renderForm(variant: 'home' | 'page' = 'home') {
  return render(
    <ToastProvider>
      <ContactForm variant={variant} />
    </ToastProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Send Message|Sending/ }));

function fillValid() {
  type('Full Name', 'Ada Lovelace');
  type('Email Address', 'ada@example.com');
  type('Subject', 'Group booking');
  type('Message', 'We are six people landing at 11pm.');
}

describe('ContactForm', () => {
  beforeEach(() => send.mockReset());

  it('shows every rule message on submit and sends nothing', async () => {
    renderForm();
    type('Email Address', 'not-an-email');
    expect(screen.queryByText(MESSAGES.contact.email)).toBeNull(); // no validation before the first submit
    submit();
    expect(await screen.findByText(MESSAGES.contact.name)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contact.email)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contact.subject)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contact.message)).toBeInTheDocument();
    expect(field('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('never cuts a text to fit: shows each limit with a live count, and refuses an over-long text with its field message', async () => {
    renderForm();
    // A maxlength attribute would make the browser drop what is pasted past it without a word.
    for (const label of ['Full Name', 'Email Address', 'Subject', 'Message']) expect(field(label)).not.toHaveAttribute('maxlength');
    const count = (id: string) => document.getElementById(`contact-${id}-count`);
    expect(count('message')).toHaveTextContent('0 / 5,000');
    expect(count('name')).toHaveTextContent('0 / 255');
    expect(count('subject')).toHaveTextContent('0 / 255');
    expect(count('email')).toHaveTextContent('0 / 254');
    fillValid();
    type('Message', 'm'.repeat(MAX.contactMessage + 1));
    expect(count('message')).toHaveTextContent('5,001 / 5,000 characters, 1 over the limit');
    expect(field('Message').getAttribute('aria-describedby')).toContain('contact-message-count');
    expect(field('Message').value).toHaveLength(MAX.contactMessage + 1); // kept whole
    submit();
    expect(await screen.findByText('Message must be at most 5,000 characters')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    await waitFor(() => expect(field('Message')).toHaveFocus());
    type('Message', 'm'.repeat(MAX.contactMessage));
    expect(count('message')).toHaveTextContent('5,000 / 5,000');
    await waitFor(() => expect(screen.queryByText('Message must be at most 5,000 characters')).toBeNull());
  });

  it('moves focus to the first field with a problem after a failed submit', async () => {
    renderForm();
    type('Full Name', 'Ada Lovelace');
    submit();
    await screen.findByText(MESSAGES.contact.email);
    await waitFor(() => expect(field('Email Address')).toHaveFocus());
  });

  it('re-validates on every change after the first submit', async () => {
    renderForm();
    submit();
    expect(await screen.findByText(MESSAGES.contact.name)).toBeInTheDocument();
    type('Full Name', 'Al');
    await waitFor(() => expect(screen.queryByText(MESSAGES.contact.name)).toBeNull());
    type('Full Name', 'A');
    expect(await screen.findByText(MESSAGES.contact.name)).toBeInTheDocument();
  });

  it('applies the minimum lengths to trimmed text', async () => {
    renderForm();
    fillValid();
    type('Subject', '   abcd   ');
    submit();
    expect(await screen.findByText(MESSAGES.contact.subject)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('shows Sending... while pending, then the Message Sent notice, and resets (home)', async () => {
    let resolve!: (v: { status: 'sent' }) => void;
    send.mockReturnValue(new Promise((r) => (resolve = r)));
    renderForm('home');
    fillValid();
    type('Full Name', '  Ada Lovelace  ');
    submit();
    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    expect(send).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Group booking',
      message: 'We are six people landing at 11pm.',
    });
    await act(async () => resolve({ status: 'sent' }));
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent(REPLY_PROMISE);
    expect(field('Full Name')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.queryByText(MESSAGES.contact.name)).toBeNull();
  });

  it('sends once when submitted twice before the first send settles', async () => {
    let resolve!: (v: { status: 'sent' }) => void;
    send.mockReturnValue(new Promise((r) => (resolve = r)));
    renderForm('home');
    fillValid();
    const form = screen.getByRole('form', { name: 'Contact form' });
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await act(async () => resolve({ status: 'sent' }));
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('shows the thank-you panel on the contact page and goes back with Send Another Message', async () => {
    send.mockResolvedValue({ status: 'sent' });
    renderForm('page');
    fillValid();
    submit();
    const panel = await screen.findByTestId('contact-thank-you');
    expect(panel).toHaveTextContent(THANK_YOU);
    expect(screen.getByTestId('toast')).toHaveTextContent('Message Sent');
    fireEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(field('Full Name')).toHaveValue('');
    await waitFor(() => expect(field('Full Name')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });

  it('tells the visitor a queued message is saved on the device, and resets', async () => {
    send.mockResolvedValue({ status: 'queued' });
    renderForm('home');
    fillValid();
    submit();
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent(QUEUED_TITLE);
    expect(toast).toHaveTextContent(QUEUED_TEXT);
    expect(field('Subject')).toHaveValue('');
  });

  it('shows the queued state on the contact page panel', async () => {
    send.mockResolvedValue({ status: 'queued' });
    renderForm('page');
    fillValid();
    submit();
    expect(await screen.findByTestId('contact-thank-you')).toHaveTextContent(QUEUED_TEXT);
  });

  it('shows the server message on failure, with field errors, and keeps the text', async () => {
    send.mockResolvedValue(httpAnswer(400, '{"message":"Email must be at most 254 characters","errors":{"email":"Email must be at most 254 characters"}}'));
    renderForm();
    fillValid();
    submit();
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Failed to send message');
    expect(toast).toHaveTextContent('Email must be at most 254 characters');
    expect(screen.getAllByText('Email must be at most 254 characters')).toHaveLength(2); // toast + field
    expect(field('Full Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it.each([
    [429, JSON.stringify({ message: contactWaitText(10) }), 'Too many messages from your connection. Please try again in 10 minutes.'],
    [429, '{"message":"Too many messages from this device. Please try again later."}', 'Too many messages from this device. Please try again later.'],
    [413, '{"message":"The message is too large."}', 'The message is too large.'],
  ])('shows the server message of an HTTP %s error answer', async (status, body, text) => {
    send.mockResolvedValue(httpAnswer(status, body));
    renderForm();
    fillValid();
    submit();
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Failed to send message');
    expect(toast).toHaveTextContent(text);
    expect(toast).not.toHaveTextContent('Failed to send message. Please try again.');
  });

  it('keeps a rate limit\'s reason beside the button after the toast has gone, until the next try', async () => {
    const wait = contactWaitText(10);
    send.mockResolvedValueOnce(httpAnswer(429, JSON.stringify({ message: wait })));
    renderForm('page');
    fillValid();
    submit();
    const problem = await screen.findByTestId('contact-send-problem');
    expect(problem).toHaveTextContent(wait);
    expect(problem).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveAccessibleDescription(`Failed to send message: ${wait}`);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull());
    expect(screen.getByTestId('contact-send-problem')).toHaveTextContent(wait); // the toast went; the reason stays
    let resolve!: (v: { status: 'sent' }) => void;
    send.mockImplementationOnce(() => new Promise((r) => (resolve = r)));
    submit();
    await waitFor(() => expect(screen.queryByTestId('contact-send-problem')).toBeNull()); // the next try clears it
    await act(async () => resolve({ status: 'sent' }));
  });

  it('keeps the text after an unclear failure, so Send again sends the same draft (the outbox reuses its key)', async () => {
    send.mockResolvedValueOnce(httpAnswer(504, '<html>Gateway Timeout</html>', 'text/html'));
    renderForm('home');
    fillValid();
    submit();
    expect(await screen.findByTestId('toast')).toHaveTextContent('Failed to send message. Please try again.');
    send.mockResolvedValueOnce(httpAnswer(500, '{"message":"Internal error"}'));
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled());
    expect(send.mock.calls[1]).toEqual(send.mock.calls[0]);
    expect(field('Message')).toHaveValue('We are six people landing at 11pm.');
  });

  it('after a key conflict (409) shows the server message and keeps the text', async () => {
    send.mockResolvedValueOnce(httpAnswer(409, '{"message":"This key was already used for a different message."}'));
    renderForm();
    fillValid();
    submit();
    expect(await screen.findByTestId('toast')).toHaveTextContent('This key was already used for a different message.');
    send.mockResolvedValueOnce(httpAnswer(409, '{"message":"Idempotency key reused with different content"}'));
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await screen.findByText('Idempotency key reused with different content');
    send.mockResolvedValueOnce({ status: 'sent' });
    submit();
    await screen.findByText('Message Sent');
  });

  it.each([
    ['the server gave none (a proxy page)', () => send.mockResolvedValueOnce(httpAnswer(502, '<html>Bad gateway</html>', 'text/html'))],
    ['sending failed in a way the outbox could not read', () => send.mockRejectedValueOnce(new Error('Response not successful: Received status code 502'))],
  ])('falls back to a generic failure text when %s, and keeps the text', async (_what, arrange) => {
    arrange();
    renderForm();
    fillValid();
    submit();
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Failed to send message. Please try again.');
    expect(toast).not.toHaveTextContent('502');
    expect(field('Full Name')).toHaveValue('Ada Lovelace');
  });

  it('carries a trap field people never meet: off-screen, out of the tab order, hidden from screen readers and autofill', () => {
    const { container } = renderForm();
    const trap = container.querySelector(`input[name="${CONTACT_HONEYPOT}"]`) as HTMLInputElement;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap).toHaveValue('');
    const wrapper = trap.closest('[aria-hidden="true"]') as HTMLElement;
    expect(wrapper).not.toBeNull();
    // Not display:none (bots skip such fields): moved off-screen instead.
    expect(getComputedStyle(wrapper).display).not.toBe('none');
    expect(getComputedStyle(wrapper).position).toBe('absolute');
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
  });

  it('shows a bot that filled the trap the usual success, and sends nothing', async () => {
    const { container } = renderForm('page');
    fillValid();
    fireEvent.change(container.querySelector(`input[name="${CONTACT_HONEYPOT}"]`)!, { target: { value: 'http://spam.example' } });
    submit();
    expect(await screen.findByTestId('contact-thank-you')).toHaveTextContent(THANK_YOU);
    expect(send).not.toHaveBeenCalled();
  });
});
