// The REST contract as data: one row per public route and per route of SPEC.md section 7 (method,
// path, who it is for, the query it reads and the body it takes by their rules, what it answers).
// GET /api/openapi.json is built from these rows (./openapi.ts), and a route that holds its query
// to a list (./query.ts) takes the list from its row, so the document and the routes cannot
// disagree; tests/integration/openapi.test.ts compares the rows with the routes Express has.
import { AD_SPOT_RULES, AIRPORT_OPTION_MOVE_RULES, AIRPORT_OPTION_RULES, BOOKING_CLICK_RULES, CONTACT_RULES, FAQ_RULES, LOGIN_RULES, PROVIDER_ROUTE_RULES, PROVIDER_RULES, RESOURCE_RULES, TRIP_RULES, type FieldRule } from '../domain/inputs';

/** An input's rules, field by field (a Rules<T> of api/domain/inputs). */
export type FieldRules = Readonly<Record<string, FieldRule>>;
import { CLICK_PATH } from '../domain/clicks';
import { WEBHOOK_DELIVERIES_PATH, WEBHOOK_LOG_RULES } from '../domain/webhooks';
import { TRIP_QUERY_FIELDS } from '../domain/rules';
import { QUERY_TEXTS } from '../domain/texts';
import { ValidationError } from '../services/errors';

/** What GET /api/trip's ?expand= may name: provider (every provider in its whole REST form). */
export const TRIP_EXPAND = ['provider'] as const;

/** GET /api/trip's query parameters: the trip's fields and expand. */
export const TRIP_REST_QUERY: readonly string[] = [...TRIP_QUERY_FIELDS, 'expand'];

/** Whether ?expand=provider was asked; any other value answers 400. */
export function readTripExpand(value: string | undefined): boolean {
  if (value === undefined || value === '') return false;
  if ((TRIP_EXPAND as readonly string[]).includes(value)) return true;
  throw new ValidationError({ expand: QUERY_TEXTS.expand(TRIP_EXPAND) });
}

/** A schema of the document's components (./openapi.ts), by name. */
export type SchemaName =
  | 'Provider'
  | 'ProviderList'
  | 'ProviderRow'
  | 'ProviderRowList'
  | 'Resource'
  | 'ResourceList'
  | 'Faq'
  | 'FaqList'
  | 'AdminFaq'
  | 'AdminFaqList'
  | 'AirportOption'
  | 'AirportOptionList'
  | 'AdminAirportOption'
  | 'AdminAirportOptionList'
  | 'AdSpot'
  | 'AdSpotList'
  | 'PublicAdSpot'
  | 'PublicAdSpotList'
  | 'Contact'
  | 'ContactList'
  | 'ContactAnswer'
  | 'ClickAnswer'
  | 'Place'
  | 'PlaceList'
  | 'TripAnswer'
  | 'User'
  | 'Stats'
  | 'Success'
  | 'Removal'
  | 'OpenApiDocument'
  | 'WebhookDeliveryList';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Public: anyone. Admin: SPEC.md's admin routes, with the signed-in session's cookie. Partner: with a partner key. */
export type Audience = 'public' | 'admin' | 'partner';

export interface RestRoute {
  method: HttpMethod;
  /** Express's form ('/api/providers/:key'); the document writes '{key}'. */
  path: string;
  audience: Audience;
  summary: string;
  /** Path parameters' descriptions, by name. */
  params?: Readonly<Record<string, string>>;
  /**
   * The query parameters read, with their rules (names without a rule are described in `extra`).
   * `strict`: any other parameter, or one given twice, answers 400 (./query.ts).
   */
  query?: { rules?: FieldRules; extra?: Readonly<Record<string, { description: string; enum?: readonly string[] }>>; strict: boolean };
  /** The JSON body's fields and their rules. */
  body?: FieldRules;
  /** The success status and the answer's schema (null: an answer this document does not describe). */
  status: number;
  answer: SchemaName | null;
  /** Errors this route answers besides 400 (every route with input may answer 400). */
  errors?: readonly number[];
}

const ID = { id: 'The record id, a positive whole number' };
const ADMIN_ERRORS = [401, 403] as const;

/**
 * Every public route and every route of SPEC.md section 7, in that order. A new public route
 * gets its row here (the routes test fails on a route without one).
 */
export const REST_ROUTES: readonly RestRoute[] = [
  // ---- public -----------------------------------------------------------------------------------
  {
    method: 'get',
    path: '/api/providers',
    audience: 'public',
    summary: 'Every provider shown on the site (SPEC.md); ?from&to&passengers keep those that serve both places and carry the party',
    query: {
      strict: false,
      extra: {
        from: { description: "A place's name the provider must serve" },
        to: { description: "A place's name the provider must serve" },
        passengers: { description: 'A party the provider must carry in one booking (1 to 60)' },
      },
    },
    status: 200,
    answer: 'ProviderList',
  },
  { method: 'get', path: '/api/providers/:key', audience: 'public', summary: 'One provider, by slug or id (SPEC.md)', params: { key: 'The slug, or the id' }, status: 200, answer: 'Provider', errors: [301, 404, 410] },
  {
    method: 'get',
    path: '/api/trip',
    audience: 'public',
    summary:
      "A traveller's trip: each provider that can take it with the party's total line by line, every other one with its reasons (each provider by { id, slug, name } unless ?expand=provider). Any other query parameter, or one given twice, answers 400.",
    query: { strict: true, rules: TRIP_RULES, extra: { expand: { description: 'provider: every provider in its whole REST form', enum: TRIP_EXPAND } } },
    status: 200,
    answer: 'TripAnswer',
  },
  { method: 'get', path: '/api/places', audience: 'public', summary: "The places a trip is between: from and to take a place's name or its code", query: { strict: true }, status: 200, answer: 'PlaceList' },
  { method: 'get', path: '/api/resources', audience: 'public', summary: 'Every travel resource (SPEC.md)', status: 200, answer: 'ResourceList' },
  { method: 'get', path: '/api/faqs', audience: 'public', summary: 'Every FAQ, in its order (SPEC.md)', status: 200, answer: 'FaqList' },
  { method: 'get', path: '/api/airport-options', audience: 'public', summary: "What exists at the airport at any hour (taxi rank, transit, accessible transport): the enabled ones, in the operator's order", status: 200, answer: 'AirportOptionList' },
  { method: 'get', path: '/api/adspots/location/:location', audience: 'public', summary: 'The ad spots of a location (SPEC.md)', params: { location: 'e.g. header, footer' }, status: 200, answer: 'PublicAdSpotList' },
  { method: 'post', path: '/api/contact', audience: 'public', summary: 'Send a contact message (SPEC.md); an Idempotency-Key header makes a retry safe', body: CONTACT_RULES, status: 201, answer: 'ContactAnswer', errors: [429] },
  { method: 'post', path: CLICK_PATH, audience: 'public', summary: "A booking link followed on the site's pages (the pages' beacon): 202 whether counted or not", body: BOOKING_CLICK_RULES, status: 202, answer: 'ClickAnswer', errors: [429] },
  { method: 'get', path: '/api/openapi.json', audience: 'public', summary: 'This document', status: 200, answer: 'OpenApiDocument' },

  // ---- SPEC.md's admin routes (a signed-in session) -------------------------------------------
  { method: 'get', path: '/api/admin/user', audience: 'admin', summary: 'The signed-in user; 401 when none', status: 200, answer: 'User', errors: [401] },
  { method: 'post', path: '/api/admin/login', audience: 'admin', summary: 'Sign in (the user, or { twoFactorRequired } when a code is needed)', body: LOGIN_RULES, status: 200, answer: null, errors: [401, 429] },
  { method: 'post', path: '/api/admin/logout', audience: 'admin', summary: 'Sign out', status: 200, answer: 'Success' },
  { method: 'get', path: '/api/admin/stats', audience: 'admin', summary: "The dashboard's counts", status: 200, answer: 'Stats', errors: ADMIN_ERRORS },
  { method: 'get', path: '/api/admin/providers', audience: 'admin', summary: "The providers table's rows", status: 200, answer: 'ProviderRowList', errors: ADMIN_ERRORS },
  { method: 'post', path: '/api/admin/providers', audience: 'admin', summary: 'Create a provider', body: PROVIDER_RULES, status: 201, answer: 'Provider', errors: [...ADMIN_ERRORS, 409] },
  { method: 'get', path: '/api/admin/providers/:id', audience: 'admin', summary: 'One provider', params: ID, status: 200, answer: 'Provider', errors: [...ADMIN_ERRORS, 404] },
  { method: 'put', path: '/api/admin/providers/:id', audience: 'admin', summary: 'Update a provider', params: ID, body: PROVIDER_RULES, status: 200, answer: 'Provider', errors: [...ADMIN_ERRORS, 404, 409, 412] },
  { method: 'delete', path: '/api/admin/providers/:id', audience: 'admin', summary: 'Delete a provider (archived instead while clicks or conversions refer to it)', params: ID, status: 200, answer: 'Removal', errors: [...ADMIN_ERRORS, 404] },
  { method: 'patch', path: '/api/providers/:id', audience: 'admin', summary: "A provider's route data (SPEC.md places it outside /api/admin)", params: ID, body: PROVIDER_ROUTE_RULES, status: 200, answer: 'Provider', errors: [...ADMIN_ERRORS, 404] },
  { method: 'get', path: '/api/admin/resources', audience: 'admin', summary: 'Every resource', status: 200, answer: 'ResourceList', errors: ADMIN_ERRORS },
  { method: 'post', path: '/api/admin/resources', audience: 'admin', summary: 'Create a resource', body: RESOURCE_RULES, status: 201, answer: 'Resource', errors: ADMIN_ERRORS },
  { method: 'put', path: '/api/admin/resources/:id', audience: 'admin', summary: 'Update a resource', params: ID, body: RESOURCE_RULES, status: 200, answer: 'Resource', errors: [...ADMIN_ERRORS, 404, 412] },
  { method: 'delete', path: '/api/admin/resources/:id', audience: 'admin', summary: 'Delete a resource', params: ID, status: 200, answer: 'Removal', errors: [...ADMIN_ERRORS, 404] },
  { method: 'get', path: '/api/admin/contacts', audience: 'admin', summary: 'The contact messages', status: 200, answer: 'ContactList', errors: ADMIN_ERRORS },
  { method: 'post', path: '/api/admin/contacts/:id/read', audience: 'admin', summary: 'Mark a message read', params: ID, status: 200, answer: 'Contact', errors: [...ADMIN_ERRORS, 404] },
  { method: 'delete', path: '/api/admin/contacts/:id', audience: 'admin', summary: 'Delete a message', params: ID, status: 200, answer: 'Removal', errors: [...ADMIN_ERRORS, 404] },
  { method: 'get', path: '/api/admin/faqs', audience: 'admin', summary: 'Every FAQ', status: 200, answer: 'AdminFaqList', errors: ADMIN_ERRORS },
  { method: 'post', path: '/api/admin/faqs', audience: 'admin', summary: 'Create a FAQ', body: FAQ_RULES, status: 201, answer: 'AdminFaq', errors: ADMIN_ERRORS },
  { method: 'put', path: '/api/admin/faqs/:id', audience: 'admin', summary: 'Update a FAQ', params: ID, body: FAQ_RULES, status: 200, answer: 'AdminFaq', errors: [...ADMIN_ERRORS, 404, 412] },
  { method: 'delete', path: '/api/admin/faqs/:id', audience: 'admin', summary: 'Delete a FAQ', params: ID, status: 200, answer: 'Removal', errors: [...ADMIN_ERRORS, 404] },
  { method: 'get', path: '/api/admin/adspots', audience: 'admin', summary: 'Every ad spot', status: 200, answer: 'AdSpotList', errors: ADMIN_ERRORS },
  { method: 'post', path: '/api/admin/adspots', audience: 'admin', summary: 'Create an ad spot', body: AD_SPOT_RULES, status: 201, answer: 'AdSpot', errors: ADMIN_ERRORS },
  { method: 'put', path: '/api/admin/adspots/:id', audience: 'admin', summary: 'Update an ad spot', params: ID, body: AD_SPOT_RULES, status: 200, answer: 'AdSpot', errors: [...ADMIN_ERRORS, 404, 412] },
  { method: 'put', path: '/api/admin/adspots/:id/toggle', audience: 'admin', summary: 'Enable or disable an ad spot', params: ID, status: 200, answer: 'AdSpot', errors: [...ADMIN_ERRORS, 404] },
  { method: 'delete', path: '/api/admin/adspots/:id', audience: 'admin', summary: 'Delete an ad spot', params: ID, status: 200, answer: 'Removal', errors: [...ADMIN_ERRORS, 404] },
  { method: 'get', path: '/api/admin/airport-options', audience: 'admin', summary: 'Every airport option (hidden ones too), in the order', status: 200, answer: 'AdminAirportOptionList', errors: ADMIN_ERRORS },
  { method: 'post', path: '/api/admin/airport-options', audience: 'admin', summary: 'Add an airport option (last, or at its position)', body: AIRPORT_OPTION_RULES, status: 201, answer: 'AdminAirportOption', errors: ADMIN_ERRORS },
  { method: 'put', path: '/api/admin/airport-options/:id', audience: 'admin', summary: 'Update an airport option (flags left out are kept)', params: ID, body: AIRPORT_OPTION_RULES, status: 200, answer: 'AdminAirportOption', errors: [...ADMIN_ERRORS, 404, 412] },
  { method: 'post', path: '/api/admin/airport-options/:id/move', audience: 'admin', summary: 'Move an airport option one step (top, bottom, up, down)', params: ID, body: AIRPORT_OPTION_MOVE_RULES, status: 200, answer: 'AdminAirportOption', errors: [...ADMIN_ERRORS, 404, 412] },
  { method: 'delete', path: '/api/admin/airport-options/:id', audience: 'admin', summary: 'Delete an airport option', params: ID, status: 200, answer: 'Removal', errors: [...ADMIN_ERRORS, 404] },
  // ---- partner (with its key) ---------------------------------------------------------------------
  {
    method: 'get',
    path: WEBHOOK_DELIVERIES_PATH,
    audience: 'partner',
    summary: "The calling partner's webhook deliveries, newest first (docs/integrators.md: webhooks). Any other query parameter, or one given twice, answers 400.",
    query: { strict: true, rules: WEBHOOK_LOG_RULES },
    status: 200,
    answer: 'WebhookDeliveryList',
    errors: [401, 429],
  },
];
