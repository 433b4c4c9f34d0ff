// The contact form's rules, built from the shared domain rules (same messages as the server). Plain
// functions, no form library: the public bundle stays free of formik and yup (issue 5).
import { MAX, MESSAGES, MIN, isEmail } from '../../../api/domain/rules';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const satisfies readonly (keyof ContactValues)[];

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

/** The first message each field breaks, as the server words it; an empty object when all is well. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const minimum = (field: 'name' | 'subject' | 'message', min: number, max: number, label: string) => {
    const value = values[field];
    if (value.trim().length < min) errors[field] = MESSAGES.contact[field];
    else if (value.length > max) errors[field] = MESSAGES.tooLong(label, max);
  };
  minimum('name', MIN.contactName, MAX.shortText, 'Name');
  if (!isEmail(values.email.trim())) errors.email = MESSAGES.contact.email;
  minimum('subject', MIN.contactSubject, MAX.shortText, 'Subject');
  minimum('message', MIN.contactMessage, MAX.contactMessage, 'Message');
  return errors;
}
