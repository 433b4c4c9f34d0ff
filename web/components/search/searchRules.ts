// The search box's rule (SPEC.md section 5): the To choices exclude the current From choice.
import { SEARCH_LOCATIONS } from '../../../api/domain/rules';

export function toChoices(from: string): string[] {
  return SEARCH_LOCATIONS.filter((place) => place !== from);
}

/** The To value after From changes: kept when still allowed, else the first allowed place. */
export function nextTo(from: string, to: string): string {
  const choices = toChoices(from);
  return choices.includes(to) ? to : choices[0];
}
