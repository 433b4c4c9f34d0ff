// The contact form's rules: the server's own (api/domain/inputs/public.ts CONTACT_RULES) through the pure
// evaluator, no form library: the public bundle stays free of formik, yup and class-validator.
import { checkInput, fieldsOf, type InputErrors } from '../../../api/domain/inputs/check';
import { CONTACT_RULES, type ContactInput } from '../../../api/domain/inputs/public';

export type ContactValues = ContactInput;

export type ContactErrors = InputErrors<ContactValues>;

export const CONTACT_FIELDS: readonly (keyof ContactValues)[] = fieldsOf(CONTACT_RULES);

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

/** The first message each field breaks, as the server words it; an empty object when all is well. */
export function validateContact(values: ContactValues): ContactErrors {
  return checkInput(CONTACT_RULES, { ...values });
}

/** Each field's upper limit, from the server's rules: what the page's counters show. */
export const CONTACT_LIMITS = Object.fromEntries(
  CONTACT_FIELDS.map((field) => {
    const rule = CONTACT_RULES[field];
    return [field, rule.kind === 'text' ? rule.max : 0];
  }),
) as Record<keyof ContactValues, number>;
