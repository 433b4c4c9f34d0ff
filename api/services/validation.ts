// class-validator glue: the domain's rules (api/domain/inputs) become class-validator classes,
// one decorator per field whose check and message are the rule's, and one function turns an
// untrusted object into a validated input or a ValidationError with one message per field.
import { ValidateBy, validateSync, type ValidationArguments } from 'class-validator';
import { RULE_MESSAGES, checkField, entryMessages, fieldsOf, trimTexts, type FieldRule, type Rules, type Values } from '../domain/inputs';
import { ValidationError } from './errors';

/** One field's domain rule as a class-validator decorator. */
export function Checked(rule: FieldRule): PropertyDecorator {
  const message = (args?: ValidationArguments) => checkField(rule, args?.value, (args?.object ?? {}) as Values);
  return ValidateBy({
    name: rule.kind,
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => checkField(rule, value, (args?.object ?? {}) as Values) === undefined,
      defaultMessage: (args?: ValidationArguments) => message(args) ?? '',
    },
  });
}

type Checkable = new () => Record<string, unknown>;
const classes = new WeakMap<object, Checkable>();

/** The class-validator class of a rule set, made once per rule set. */
function checkedClass(rules: Rules<unknown> | Record<string, FieldRule>): Checkable {
  let Input = classes.get(rules);
  if (!Input) {
    const made = class CheckedInput {} as unknown as Checkable;
    for (const [field, rule] of Object.entries(rules) as [string, FieldRule][]) Checked(rule)(made.prototype, field);
    classes.set(rules, made);
    Input = made;
  }
  return Input;
}

/** Field messages for these values (empty when all is well); `prefix` names a nested place. */
export function fieldErrors<T>(rules: Rules<T>, values: Values, prefix = ''): Record<string, string> {
  const instance = Object.assign(new (checkedClass(rules))(), values);
  const out: Record<string, string> = {};
  for (const e of validateSync(instance, { forbidUnknownValues: false, validationError: { target: false, value: false } })) {
    const rule = (rules as Record<string, FieldRule>)[e.property];
    if (rule?.kind === 'entryList' || rule?.kind === 'entry') {
      // A list's or entry's messages go where they are: 'fares.1.amount', 'accessibility.notes'.
      for (const [at, message] of entryMessages(rule, values[e.property], values)) out[`${prefix}${e.property}${at ? `.${at}` : ''}`] = message;
      continue;
    }
    const message = Object.values(e.constraints ?? {})[0];
    if (message) out[`${prefix}${e.property}`] = message;
  }
  return out;
}

/**
 * Copies only the fields the rules describe from an untrusted object (typed for its callers, but a
 * REST body is whatever the client sent), trims its texts, checks them and returns the input, or
 * throws ValidationError.
 */
export function validateInput<T>(rules: Rules<T>, input: T): T {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw new ValidationError({ body: RULE_MESSAGES.body });
  const source = input as Values;
  const picked: Record<string, unknown> = {};
  for (const field of fieldsOf(rules)) if (field in source) picked[field] = source[field];
  const values = trimTexts(picked);
  const errors = fieldErrors(rules, values);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return values as T;
}
