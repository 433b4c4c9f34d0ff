// A form built from the domain's rules refuses what the server refuses, with the same message.
import { PROVIDER_RULES, checkInput } from '../../../../api/domain/inputs';
import { ruleSchema } from './ruleSchema';

const valid = {
  name: 'Oak City Ride',
  slug: 'oakcityride',
  shortDescription: 'Door to door',
  imageUrl: '/uploads/oak.webp',
  description: 'Shared rides from RDU',
  type: 'Shared Shuttle',
  priceRange: '$20 - $40',
  serviceArea: 'Raleigh',
  rating: '4.5',
  badge: '',
  bookingUrl: 'https://oak.example.com',
  features: ['Wi-Fi', ''],
};

async function formErrors(values: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await ruleSchema(PROVIDER_RULES).validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    const inner = (e as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((i) => [i.path, i.message]));
  }
}

it.each([
  ['valid values', {}],
  ['a rating as a number', { rating: 4 }],
  ['a rating out of range', { rating: '7' }],
  ['no real feature', { features: ['', ' '] }],
  ['a slug with capitals', { slug: 'Oak-City' }],
  ['a missing name', { name: '' }],
])('agrees with the server on %s', async (_label, change) => {
  const values = { ...valid, ...change };
  expect(await formErrors(values)).toEqual(checkInput(PROVIDER_RULES, values));
});
