// Yup schemas for the admin forms, built from the domain's rules (api/domain/inputs): each field
// runs the same check, with the same message, as the server, so a form refuses exactly what the
// server would refuse.
import * as yup from 'yup';
import { checkField, entryMessages, type FieldRule, type Rules, type Values } from '../../../../api/domain/inputs';

/** How a form's field value becomes the value the rule reads (e.g. a coordinate's text → number). */
export type FormValueReader = (value: never) => unknown;

/** Formik hands yup '' as undefined, list entries too: a blank entry is still a (blank) text. */
const asTyped = (value: unknown) => (Array.isArray(value) ? value.map((entry: unknown) => entry ?? '') : value);

/** Where a message of an entry's field is shown in the form, when the form lays the entry out otherwise. */
export type FormPlace = (at: string) => string;

/**
 * One field's rule as a yup schema: the first message the rule gives, on that field; for a list of
 * entries (or one entry) every message on the entry's own field ('fares.1.amount'), as the server
 * answers them, or at the form's own place for it (`place`).
 */
export function ruleField(rule: FieldRule, read: FormValueReader = asTyped as FormValueReader, place: FormPlace = (at) => at): yup.MixedSchema {
  return yup.mixed().test(`rule-${rule.kind}`, '', function check(value) {
    const typed = read(value as never);
    if (rule.kind === 'entryList' || rule.kind === 'entry') {
      const errors = entryMessages(rule, typed, (this.parent ?? {}) as Values);
      if (!errors.length) return true;
      return new yup.ValidationError(errors.map(([at, message]) => this.createError({ path: at ? `${this.path}.${place(at)}` : this.path, message })));
    }
    const message = checkField(rule, typed, (this.parent ?? {}) as Values);
    return message ? this.createError({ message }) : true;
  });
}

/** A yup object schema for a form whose fields are an input's fields. */
export function ruleSchema<T>(rules: Rules<T>, readers: Partial<Record<keyof T, FormValueReader>> = {}) {
  const shape = {} as Record<keyof T, yup.MixedSchema>;
  for (const [field, rule] of Object.entries(rules) as [keyof T & string, FieldRule][]) shape[field] = ruleField(rule, readers[field]);
  return yup.object(shape);
}
