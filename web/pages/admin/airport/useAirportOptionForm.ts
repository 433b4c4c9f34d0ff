// The airport option sheet's form: the kit's form hook with the option's mutations and toasts.
import type { AdminAirportOptionFieldsFragment, AirportOptionInput } from '../../../data/admin.generated';
import { AdminCreateAirportOptionDocument, AdminUpdateAirportOptionDocument } from '../../../data/admin.generated';
import { useEntityForm, type EntityFormOptions } from '../forms/useEntityForm';
import { EMPTY_AIRPORT_OPTION, airportOptionSchema, toAirportOptionInput, toAirportOptionValues, type AirportOptionFormValues } from './airportOptionSchema';

const airportOptionForm: EntityFormOptions<AdminAirportOptionFieldsFragment, AirportOptionFormValues, AirportOptionInput> = {
  schema: airportOptionSchema,
  empty: EMPTY_AIRPORT_OPTION,
  toValues: toAirportOptionValues,
  toInput: toAirportOptionInput,
  create: AdminCreateAirportOptionDocument,
  update: AdminUpdateAirportOptionDocument,
  toasts: {
    created: (input) => ({
      title: 'Airport Option Created',
      description: input.enabled ? 'Travellers see it when no provider fits their trip.' : 'It is saved, hidden from travellers until enabled.',
    }),
    updated: () => ({ title: 'Airport Option Updated', description: 'The answer shows it as saved now.' }),
    failed: (mode, reason) => ({ title: mode === 'add' ? 'Failed to create airport option' : 'Failed to update airport option', description: reason }),
  },
  conflict: {
    noun: 'airport option',
    fields: {
      title: { label: 'Title' },
      description: { label: 'Description' },
      availability: { label: 'When' },
      linkUrl: { label: 'Link' },
      phone: { label: 'Phone' },
      accessible: { label: 'Accessible', show: (yes) => (yes ? 'Serves wheelchair users' : 'Not stated') },
      enabled: { label: 'Shown to travellers', show: (yes) => (yes ? 'Shown' : 'Hidden') },
    },
  },
};

export const useAirportOptionForm = () => useEntityForm(airportOptionForm);
