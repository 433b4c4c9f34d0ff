// The contact form's rules, built from the shared domain rules (same messages as the server).
import * as yup from 'yup';
import { MAX, MESSAGES, MIN, isEmail } from '../../../api/domain/rules';

const minTrimmed = (min: number) => (value: string | undefined) => (value ?? '').trim().length >= min;

export const contactSchema = yup.object({
  name: yup
    .string()
    .test('min', MESSAGES.contact.name, minTrimmed(MIN.contactName))
    .max(MAX.shortText, MESSAGES.tooLong('Name', MAX.shortText)),
  email: yup.string().test('email', MESSAGES.contact.email, (value) => isEmail((value ?? '').trim())),
  subject: yup
    .string()
    .test('min', MESSAGES.contact.subject, minTrimmed(MIN.contactSubject))
    .max(MAX.shortText, MESSAGES.tooLong('Subject', MAX.shortText)),
  message: yup
    .string()
    .test('min', MESSAGES.contact.message, minTrimmed(MIN.contactMessage))
    .max(MAX.contactMessage, MESSAGES.tooLong('Message', MAX.contactMessage)),
});

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };
