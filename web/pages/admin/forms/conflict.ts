// A save refused because someone else saved the record first (CONFLICT, docs/admin.md): the fields
// that differ between what the admin opened, what they typed and what is saved now, each in words,
// and the three-way merge that "Keep mine" saves. A field only they changed takes theirs, a field
// only the admin changed keeps the admin's, a field both changed keeps the admin's unless they
// choose otherwise. Values are compared as they read: two values the admin cannot tell apart (a
// route point's list key, say) are the same.

export type Side = 'mine' | 'theirs';

/** How one form field reads in the conflict dialog. */
export interface FieldText<T> {
  label: string;
  /** The value in words (a list one entry a line); without it, the value as text. */
  show?: (value: T) => string;
}

/** Every field of a form's values, with its label: a new field cannot be left out of the comparison. */
export type FieldTexts<V> = { [K in keyof V & string]: FieldText<V[K]> };

export type ChangedBy = 'you' | 'them' | 'both';

export interface FieldDifference {
  field: string;
  label: string;
  /** As the admin opened it. */
  opened: string;
  mine: string;
  /** As saved now. */
  theirs: string;
  changedBy: ChangedBy;
  /** What the three-way merge keeps. */
  keep: Side;
}

export const NOT_ENTERED = 'Not entered';

/** A value in words when its field has no `show`: text as typed, yes/no, a list one entry a line. */
export function plainText(value: unknown): string {
  if (value === null || value === undefined || value === '') return NOT_ENTERED;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map(plainText).join('\n') : 'None';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields whose value differs between the admin's and the saved one, in the form's order. */
export function fieldDifferences<V extends object>(texts: FieldTexts<V>, opened: V, mine: V, theirs: V): FieldDifference[] {
  const differences: FieldDifference[] = [];
  for (const field of Object.keys(texts) as (keyof V & string)[]) {
    const { label, show } = texts[field];
    const read = (values: V) => (show ? show(values[field]) : plainText(values[field]));
    const [was, own, saved] = [read(opened), read(mine), read(theirs)];
    if (own === saved) continue;
    const changedBy: ChangedBy = own === was ? 'them' : saved === was ? 'you' : 'both';
    differences.push({ field, label, opened: was, mine: own, theirs: saved, changedBy, keep: changedBy === 'them' ? 'theirs' : 'mine' });
  }
  return differences;
}

/** The merge's choices, one per differing field. */
export const defaultChoices = (differences: readonly FieldDifference[]): Record<string, Side> =>
  Object.fromEntries(differences.map((d) => [d.field, d.keep]));

/** The admin's values with the saved value of each field chosen 'theirs'. */
export function mergeValues<V extends object>(mine: V, theirs: V, choices: Record<string, Side>): V {
  const merged = { ...mine };
  for (const [field, side] of Object.entries(choices)) {
    if (side === 'theirs' && field in theirs) (merged as Record<string, unknown>)[field] = (theirs as Record<string, unknown>)[field];
  }
  return merged;
}
