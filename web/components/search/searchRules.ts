// The search box's rule (SPEC.md section 5): the To choices exclude the current From choice; the
// rule itself is api/domain/inputs.ts SEARCH_RULES, read through the pure evaluator.
import { SEARCH_RULES, checkField } from '../../../api/domain/inputs';
import { SEARCH_LOCATIONS } from '../../../api/domain/rules';

export function toChoices(from: string): string[] {
  return SEARCH_LOCATIONS.filter((place) => checkField(SEARCH_RULES.to, place, { from }) === undefined);
}

/** The To value after From changes: kept when still allowed, else the first allowed place. */
export function nextTo(from: string, to: string): string {
  const choices = toChoices(from);
  return choices.includes(to) ? to : choices[0];
}
