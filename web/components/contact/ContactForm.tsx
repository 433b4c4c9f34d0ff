// The contact form (SPEC.md sections 2, 4, 5, 8): validated on submit, then again on every change
// (plain React state: public visitors never download a form library);
// 'Sending...' while pending; sends through the contact outbox, which may keep the message on the
// device when offline ('queued') and deliver it later. The home variant resets after a toast; the
// contact page variant shows a thank-you panel with 'Send Another Message'. The outbox owns the
// draft's idempotency key, so Send again after an unclear failure (a 5xx: the server may have
// stored it) cannot store the message twice. Why a send did not go (a 429's wait, an outage) stays
// beside the button until the next try, not only in the 5-second toast.
// Rendered on the server, the form also works before it hydrates and without scripts: it posts to
// /contact (never in the URL), and the server answers the thank-you page, or this form again with
// what was typed and the messages (the echo). Text typed before hydration is taken over then.
// A hidden trap field (the honeypot) catches naive bots: filled in, the form shows a success and
// sends nothing (posted without scripts, the server answers it the same way and stores nothing).
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SendIcon from '@mui/icons-material/Send';
import { Alert, AlertTitle, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { CONTACT_HONEYPOT, isHoneypotFilled } from '../../../api/domain/inputs/public';
import { REPLY_PROMISE } from '../../../api/domain/rules';
import { SEND_FAILED_FALLBACK, SEND_FAILED_TITLE } from '../../pwa/contactDelivery';
import { followKeptMessage, sendContactMessage } from '../../pwa/contactOutbox';
import { TextInput } from '../common/FormFields';
import { useToast } from '../toast/ToastProvider';
import { CONTACT_FORM_ANCHOR } from './contactAnchor';
import { useContactEcho } from './contactEcho';
import { CONTACT_FIELDS, CONTACT_LIMITS, EMPTY_CONTACT, validateContact, type ContactErrors, type ContactValues } from './contactRules';

export const SENT_TITLE = 'Message Sent';
export const THANK_YOU = 'Thank you for your message. We will get back to you soon!';
export const QUEUED_TITLE = 'Message saved on this device';
export const QUEUED_TEXT =
  "You appear to be offline. Your message is saved on this device and will be sent automatically when your connection returns.";

type Outcome = 'sent' | 'queued';

export interface ContactFormProps {
  /** 'home': toast and reset; 'page': toast and a thank-you panel. */
  variant?: 'home' | 'page';
  idPrefix?: string;
  /** The server stored a message this form posted natively (/contact?sent=1): start on the thank-you panel. */
  sentByServer?: boolean;
  /** Send Another Message was chosen (the page drops ?sent=1 from its address). */
  onAnotherMessage?: () => void;
}

/** The form's fields as the page shows them (typed before the form hydrated, or kept by the browser). */
function valuesIn(form: HTMLFormElement): ContactValues {
  const field = (name: keyof ContactValues) => {
    const element = form.elements.namedItem(name);
    return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : '';
  };
  return { name: field('name'), email: field('email'), subject: field('subject'), message: field('message') };
}

/** The trap's value as typed into the page (the field is not React state: people never touch it). */
function honeypotIn(form: HTMLFormElement | null): Record<string, string> {
  const element = form?.elements.namedItem(CONTACT_HONEYPOT);
  return { [CONTACT_HONEYPOT]: element instanceof HTMLInputElement ? element.value : '' };
}

/**
 * Off-screen rather than display:none (which bots skip), out of the tab order, hidden from screen
 * readers and from autofill: no person fills it in.
 */
function Honeypot({ id }: { id: string }) {
  return (
    <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' }}>
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" name={CONTACT_HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
    </Box>
  );
}

export default function ContactForm({ variant = 'home', idPrefix = 'contact', sentByServer = false, onAnotherMessage }: ContactFormProps) {
  const { toast } = useToast();
  // The server's answer to a native POST of this page's form: what was typed and what was wrong.
  const serverEcho = useContactEcho();
  const echo = variant === 'page' ? serverEcho : null;
  const [values, setValues] = useState<ContactValues>(() => ({ ...EMPTY_CONTACT, ...(echo?.values as Partial<ContactValues> | undefined) }));
  const [errors, setErrors] = useState<ContactErrors>(() => (echo?.errors ?? {}) as ContactErrors);
  // Messages show from the first submit on, and then follow every change.
  const [submitted, setSubmitted] = useState(Boolean(echo));
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(sentByServer ? 'sent' : null);
  // The message the outbox kept on the device ('queued'): the panel follows it until it leaves the outbox.
  const [kept, setKept] = useState<ContactValues | null>(null);
  // The server refused a kept message when it was delivered later: its words above the form, its text back in the fields.
  const [keptRefusal, setKeptRefusal] = useState<string | null>(null);
  // The panel changed by itself (a kept message was delivered): focus stays where the visitor is.
  const followUp = useRef(false);
  // Why the last send did not go (a 429's wait, an outage): stays beside the button until the next try.
  const [sendProblem, setSendProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped by a submit that failed validation: focus then goes to the first problem.
  const [focusRequest, setFocusRequest] = useState(0);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  // Set synchronously, so a second submit in the same moment (double tap) cannot send a second copy.
  const inFlight = useRef(false);

  // Text typed into the server's HTML before this form hydrated stays: React keeps the fields as
  // they are, and the form's state takes them over before the first paint.
  useLayoutEffect(() => {
    if (!formRef.current) return;
    const shown = valuesIn(formRef.current);
    if (CONTACT_FIELDS.some((field) => shown[field] !== values[field])) setValues(shown);
    // Once, on mount.
  }, []);

  useEffect(() => {
    if (outcome && !sentByServer && !followUp.current) panelHeading.current?.focus();
    followUp.current = false;
  }, [outcome]);

  useEffect(() => {
    if (outcome !== 'queued' || !kept) return;
    return followKeptMessage(kept, (fate) => {
      followUp.current = true;
      setKept(null);
      if (fate.status === 'delivered') {
        setOutcome('sent');
      } else {
        setValues(kept);
        setKeptRefusal(fate.reason);
        setOutcome(null);
      }
    });
  }, [outcome, kept]);

  useEffect(() => {
    if (focusRequest === 0) return;
    const first = CONTACT_FIELDS.find((name) => errors[name]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    // Only when a submit attempt asks for it, not on every keystroke.
  }, [focusRequest]);

  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const name = e.target.name as keyof ContactValues;
    const next = { ...values, [name]: e.target.value };
    setValues(next);
    if (submitted) setErrors(validateContact(next));
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (inFlight.current) return;
    setSendProblem(null);
    setSubmitted(true);
    const problems = validateContact(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    const input = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    };
    inFlight.current = true;
    setSending(true);
    try {
      // A bot that filled the trap sees the success a person would, and nothing is sent.
      const result = isHoneypotFilled(honeypotIn(formRef.current)) ? ({ status: 'sent' } as const) : await sendContactMessage(input);
      if (result.status === 'refused' || result.status === 'later') {
        // Field messages stand beside their fields; any other reason stands beside the button.
        let byFields = false;
        if (result.status === 'refused') {
          const known = Object.fromEntries(Object.entries(result.fieldErrors).filter(([field]) => field in EMPTY_CONTACT));
          byFields = Object.keys(known).length > 0;
          if (byFields) setErrors(known);
        }
        toast({ title: SEND_FAILED_TITLE, description: result.message, variant: 'destructive' });
        if (!byFields) setSendProblem(result.message);
        return;
      }
      if (result.status === 'queued') {
        toast({ title: QUEUED_TITLE, description: QUEUED_TEXT, variant: 'default' });
      } else {
        toast({ title: SENT_TITLE, description: variant === 'page' ? THANK_YOU : REPLY_PROMISE, variant: 'success' });
      }
      setValues(EMPTY_CONTACT);
      setErrors({});
      setSubmitted(false);
      setKeptRefusal(null);
      if (variant === 'page') {
        setKept(result.status === 'queued' ? input : null);
        setOutcome(result.status);
      }
    } catch {
      // Nothing the outbox understood (it answers every server reply): the text stays for a retry.
      toast({ title: SEND_FAILED_TITLE, description: SEND_FAILED_FALLBACK, variant: 'destructive' });
      setSendProblem(SEND_FAILED_FALLBACK);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  if (outcome) {
    const queued = outcome === 'queued';
    const Icon = queued ? CloudQueueIcon : CheckCircleIcon;
    return (
      <Box role="status" sx={{ textAlign: 'center', py: { xs: 4, md: 6 }, px: 2 }} data-testid="contact-thank-you">
        <Icon aria-hidden="true" sx={{ fontSize: 64, color: queued ? 'primary.main' : 'success.main' }} />
        <Typography ref={panelHeading} tabIndex={-1} component="h3" variant="h5" sx={{ fontWeight: 700, mt: 1, outline: 'none' }}>
          {queued ? QUEUED_TITLE : SENT_TITLE}
        </Typography>
        <Typography sx={{ mt: 1.5, color: 'text.secondary', maxWidth: 440, mx: 'auto' }}>{queued ? QUEUED_TEXT : THANK_YOU}</Typography>
        {/* A form of its own: without scripts (or before hydration) it opens an empty contact page. */}
        <Box
          component="form"
          method="get"
          action="/contact"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            setOutcome(null);
            setKept(null);
            onAnotherMessage?.();
            // The button goes away with the panel: keep keyboard focus in the form.
            setTimeout(() => document.getElementById(`${idPrefix}-name`)?.focus(), 0);
          }}
        >
          <Button type="submit" variant="contained" sx={{ mt: 3 }}>
            Send Another Message
          </Button>
        </Box>
      </Box>
    );
  }

  const fieldError = (name: keyof ContactValues) => (submitted && errors[name]) || undefined;
  const field = (name: keyof ContactValues) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    onChange,
    error: Boolean(fieldError(name)),
    helperText: fieldError(name),
    // No maxLength: a browser would cut pasted text to fit without a word. The count shows the
    // limit as the rules measure it (trimmed), and a text over it is refused with its message.
    counter: { length: values[name].trim().length, max: CONTACT_LIMITS[name] },
  });

  return (
    <Box
      component="form"
      ref={formRef}
      // Before hydration (or with scripts off) the browser posts the form itself: never a GET.
      method="post"
      // Answered by the server (scripts off, or before hydration), the page opens at the form with
      // its messages, not at the top 1,000 px above them; the thank-you page likewise.
      action={`/contact#${CONTACT_FORM_ANCHOR}`}
      noValidate
      aria-label="Contact form"
      onSubmit={(e: FormEvent<HTMLFormElement>) => void onSubmit(e)}
      sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {keptRefusal && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }} data-testid="contact-kept-refused">
          <AlertTitle>{SEND_FAILED_TITLE}</AlertTitle>
          {keptRefusal}
        </Alert>
      )}
      {echo?.message && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          <AlertTitle>{SEND_FAILED_TITLE}</AlertTitle>
          {echo.message}
        </Alert>
      )}
      <Honeypot id={`${idPrefix}-${CONTACT_HONEYPOT}`} />
      <TextInput {...field('name')} label="Full Name" autoComplete="name" />
      <TextInput {...field('email')} label="Email Address" type="email" autoComplete="email" inputProps={{ inputMode: 'email' }} />
      <TextInput {...field('subject')} label="Subject" formControlSx={{ gridColumn: '1 / -1' }} />
      <TextInput {...field('message')} label="Message" multiline rows={4} formControlSx={{ gridColumn: '1 / -1' }} />
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'center' }, gap: 2 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={sending}
          aria-busy={sending || undefined}
          aria-describedby={sendProblem ? `${idPrefix}-send-problem` : undefined}
          startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <SendIcon />}
          sx={{ px: 4 }}
        >
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {REPLY_PROMISE}
        </Typography>
      </Box>
      {sendProblem && (
        <Typography
          id={`${idPrefix}-send-problem`}
          role="alert"
          variant="body2"
          data-testid="contact-send-problem"
          sx={{ gridColumn: '1 / -1', mt: -1, color: 'error.main', fontWeight: 500, display: 'flex', alignItems: 'flex-start', gap: 0.75 }}
        >
          <ErrorOutlineIcon fontSize="small" aria-hidden="true" sx={{ mt: '1px' }} />
          <span>
            {SEND_FAILED_TITLE}: {sendProblem}
          </span>
        </Typography>
      )}
    </Box>
  );
}
