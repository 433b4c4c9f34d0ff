// The search box's rule (SPEC.md section 5): the To choices exclude the current From choice; the
// rule itself is SEARCH_RULES (api/domain/inputs/public.ts), read through the pure evaluator.
import { checkField } from '../../../api/domain/inputs/check';
import { SEARCH_RULES } from '../../../api/domain/inputs/public';
import { SEARCH_LOCATIONS } from '../../../api/domain/rules';

export function toChoices(from: string): string[] {
  return SEARCH_LOCATIONS.filter((place) => checkField(SEARCH_RULES.to, place, { from }) === undefined);
}

/** The To value after From changes: kept when still allowed, else the first allowed place. */
export function nextTo(from: string, to: string): string {
  const choices = toChoices(from);
  return choices.includes(to) ? to : choices[0];
}
