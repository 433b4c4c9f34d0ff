// class-validator glue: field decorators that carry the domain messages, and one function that
// turns a plain (untrusted) object into a validated input or a ValidationError.
import {
  ArrayMaxSize,
  ValidateBy,
  validateSync,
  type ValidationArguments,
  type ValidationError as ClassValidatorError,
} from 'class-validator';
import { MESSAGES } from '../domain/rules';
import { ValidationError } from './errors';

type Check = (value: unknown, object: Record<string, unknown>) => boolean;

/** One rule on one field: a check and the message shown when it fails. */
export function Rule(name: string, check: Check, message: string | ((value: unknown) => string)): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => check(value, (args?.object ?? {}) as Record<string, unknown>),
      defaultMessage: (args?: ValidationArguments) => (typeof message === 'function' ? message(args?.value) : message),
    },
  });
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const isText = (v: unknown) => typeof v === 'string';

export interface TextOptions {
  /** Label used in the generic messages ('Name is required'). */
  label: string;
  min?: number;
  /** Message when the text is missing or shorter than `min` (the spec's exact text). */
  minMessage?: string;
  max: number;
  optional?: boolean;
  /** Extra check on the (trimmed) text and its message. */
  test?: (value: string, object: Record<string, unknown>) => boolean;
  testMessage?: string;
  /** Applies only when this returns true (e.g. ad code only for adsense/ezoic). */
  when?: (object: Record<string, unknown>) => boolean;
}

/**
 * A text field: the first failing rule wins, in the order type → presence/length → max → test,
 * so an object sent where text is expected reads "Name must be text", a missing or short value
 * reads the spec's message.
 */
export function Text(o: TextOptions): PropertyDecorator {
  const applies = (obj: Record<string, unknown>) => (o.when ? o.when(obj) : true);
  const skip = (v: unknown, obj: Record<string, unknown>) => !applies(obj) || (o.optional && isBlank(v));
  return (target, key) => {
    Rule('text', (v, obj) => skip(v, obj) || isBlank(v) || isText(v), MESSAGES.notText(o.label))(target, key);
    Rule(
      'present',
      (v, obj) => skip(v, obj) || (isText(v) && v.trim().length >= Math.max(o.min ?? 1, 1)),
      o.minMessage ?? MESSAGES.required(o.label),
    )(target, key);
    Rule('max', (v, obj) => skip(v, obj) || !isText(v) || v.length <= o.max, MESSAGES.tooLong(o.label, o.max))(target, key);
    if (o.test) {
      const test = o.test;
      Rule('test', (v, obj) => skip(v, obj) || !isText(v) || isBlank(v) || test(v, obj), o.testMessage ?? MESSAGES.required(o.label))(target, key);
    }
  };
}

export function ListOf(max: number, message: string): PropertyDecorator {
  return (target, key) => {
    Rule('list', (v) => Array.isArray(v), message)(target, key);
    ArrayMaxSize(max, { message: `At most ${max} entries are allowed` })(target, key);
  };
}

const ORDER = ['text', 'list', 'present', 'max', 'test'];

function firstMessage(e: ClassValidatorError): string | undefined {
  const constraints = e.constraints ?? {};
  const names = Object.keys(constraints).sort((a, b) => rank(a) - rank(b));
  return names.length ? constraints[names[0]] : undefined;
}
const rank = (name: string) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);

function collect(errors: ClassValidatorError[], prefix: string, out: Record<string, string>): void {
  for (const e of errors) {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    const message = firstMessage(e);
    if (message && !(path in out)) out[path] = message;
    if (e.children?.length) collect(e.children, path, out);
  }
}

/** Trims text fields; leaves other values alone so the type rules can report them. */
export function trimmed<T extends Record<string, unknown>>(plain: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(plain)) out[k] = typeof v === 'string' ? v.trim() : v;
  return out as T;
}

/**
 * Copies only the fields the input class declares from an untrusted object, validates them and
 * returns the typed input, or throws ValidationError with one message per field.
 */
export function validateInput<T extends object>(Input: new () => T, plain: unknown, fields: readonly (keyof T & string)[]): T {
  if (plain === null || typeof plain !== 'object' || Array.isArray(plain)) {
    throw new ValidationError({ body: 'Expected a JSON object' });
  }
  const source = plain as Record<string, unknown>;
  const input = new Input() as T & Record<string, unknown>;
  for (const field of fields) {
    if (field in source) (input as Record<string, unknown>)[field] = typeof source[field] === 'string' ? (source[field] as string).trim() : source[field];
  }
  assertValid(input);
  return input;
}

export function assertValid(input: object): void {
  const errors = validateSync(input, { forbidUnknownValues: false, validationError: { target: false, value: false } });
  if (errors.length) {
    const out: Record<string, string> = {};
    collect(errors, '', out);
    throw new ValidationError(out);
  }
}
