// The airport option form's rules: the server's own (api/domain/inputs AIRPORT_OPTION_RULES).
import { AIRPORT_OPTION_RULES } from '../../../../api/domain/inputs';
import type { AdminAirportOptionFieldsFragment, AirportOptionInput } from '../../../data/admin.generated';
import { ruleSchema } from '../rules/ruleSchema';

/** The sheet edits the facts and the switches; the place in the order moves with the cards' arrows. */
export interface AirportOptionFormValues {
  title: string;
  description: string;
  availability: string;
  /** '' when there is none (sent as null). */
  linkUrl: string;
  phone: string;
  accessible: boolean;
  enabled: boolean;
}

export const EMPTY_AIRPORT_OPTION: AirportOptionFormValues = {
  title: '',
  description: '',
  availability: 'Any hour',
  linkUrl: '',
  phone: '',
  accessible: false,
  enabled: true,
};

export const airportOptionSchema = ruleSchema(AIRPORT_OPTION_RULES);

export const toAirportOptionValues = (o: AdminAirportOptionFieldsFragment): AirportOptionFormValues => ({
  title: o.title,
  description: o.description,
  availability: o.availability,
  linkUrl: o.linkUrl ?? '',
  phone: o.phone ?? '',
  accessible: o.accessible,
  enabled: o.enabled,
});

/** Texts trimmed; an optional field left blank is sent as null (none). */
export function toAirportOptionInput(v: AirportOptionFormValues): AirportOptionInput {
  const optional = (text: string) => text.trim() || null;
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    availability: v.availability.trim(),
    linkUrl: optional(v.linkUrl),
    phone: optional(v.phone),
    accessible: v.accessible,
    enabled: v.enabled,
  };
}
