// GET /api/openapi.json: the REST contract (./contract.ts) as an OpenAPI 3.1 document. Nothing is
// written twice: paths, methods, parameters and statuses come from the route rows, request bodies
// and query parameters from the inputs' rules (api/domain/inputs), and each record's answer from
// its input's rules plus the fields the server adds (id, version, dates). JSON Schema 2020-12.
import type { FieldRule } from '../domain/inputs';
import { PLACE_KINDS } from '../domain/places';
import { CURRENCY } from '../domain/money';
import { FARE_BASES, PRICE_KINDS } from '../domain/facts';
import { TRIP_LINE_KINDS, TRIP_REASON_CODES, TRIP_SUGGESTION_KINDS } from '../domain/trip';
import { TRIP_SORTS } from '../domain/rules';
import { AD_SPOT_RULES, AIRPORT_OPTION_RULES, CONTACT_RULES, FAQ_RULES, PROVIDER_RULES, RESOURCE_RULES } from '../domain/inputs';
import { SITE } from '../domain/site';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS } from '../domain/webhooks';
import { SESSION_COOKIE } from '../auth/sessions';
import { REST_ROUTES, type FieldRules, type RestRoute, type SchemaName } from './contract';

type Schema = Record<string, unknown>;

/** The version of the REST contract (docs/integrators.md: versioning and deprecation). */
export const REST_CONTRACT_VERSION = '1.1.0';

const ref = (name: SchemaName | 'Error' | 'TripProviderRef' | 'TripLine' | 'TripReason') => ({ $ref: `#/components/schemas/${name}` });
const nullable = (schema: Schema): Schema => (typeof schema.type === 'string' ? { ...schema, type: [schema.type, 'null'] } : { anyOf: [schema, { type: 'null' }] });
const isOptional = (rule: FieldRule) => 'optional' in rule && rule.optional === true;

/** What a field takes: the rule's type and limits (a request's body or query). */
function inputSchema(rule: FieldRule, inQuery = false): Schema {
  switch (rule.kind) {
    case 'text':
      return { type: 'string', maxLength: rule.max, ...(rule.options ? { enum: rule.options } : {}) };
    case 'number':
      // A form or a query sends numbers as text; JSON may too, where the rule reads numeric text.
      return rule.text && !inQuery
        ? { type: ['number', 'string'], description: `${rule.integer ? 'A whole number' : 'A number'} from ${rule.min} to ${rule.max} (or the same as text)` }
        : { type: rule.integer ? 'integer' : 'number', minimum: rule.min, maximum: rule.max };
    case 'choice':
      return { type: 'string', enum: rule.options };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'textList':
      return { type: 'array', items: { type: 'string', maxLength: rule.itemMax }, maxItems: rule.maxItems };
    case 'choiceList':
      return { type: 'array', items: { type: 'string', enum: rule.options }, uniqueItems: true, minItems: rule.minItems };
    case 'entryList':
      return { type: 'array', items: objectOf(rule.fields, inputSchema), maxItems: rule.maxItems };
    case 'entry':
      return objectOf(rule.fields, inputSchema);
  }
}

/** What a stored field holds in an answer: the rule's type (not its limits: older rows keep what they were saved with); null when optional. */
function answerSchema(rule: FieldRule): Schema {
  let schema: Schema;
  switch (rule.kind) {
    case 'text':
      schema = { type: 'string' };
      break;
    case 'number':
      schema = rule.text ? { type: ['number', 'string'] } : { type: 'number' };
      break;
    case 'choice':
      schema = { type: 'string', enum: rule.options };
      break;
    case 'boolean':
      schema = { type: 'boolean' };
      break;
    case 'date':
      schema = { type: 'string' };
      break;
    case 'textList':
      schema = { type: 'array', items: { type: 'string' } };
      break;
    case 'choiceList':
      schema = { type: 'array', items: { type: 'string' } };
      break;
    case 'entryList':
      schema = { type: 'array', items: objectOf(rule.fields, answerSchema, false) };
      break;
    case 'entry':
      schema = objectOf(rule.fields, answerSchema, false);
      break;
  }
  // A stored field may be empty where its input may be left out: an optional one, one that applies
  // only with another's value (an ad's code), or a yes/no not answered (flight tracking).
  const mayBeNull = isOptional(rule) || rule.kind === 'boolean' || (rule.kind === 'text' && rule.when !== undefined);
  if (!mayBeNull) return schema;
  if (schema.type === undefined) return nullable(schema);
  // An enum lists null too, or a stored "not stated" (a price kind) would break it.
  const withNull: Schema = { ...schema, type: [...[schema.type].flat(), 'null'] };
  if (Array.isArray(schema.enum)) withNull.enum = [...(schema.enum as unknown[]), null];
  return withNull;
}

function objectOf(fields: Readonly<Record<string, FieldRule>>, of: (rule: FieldRule) => Schema, requireMandatory = true): Schema {
  const properties = Object.fromEntries(Object.entries(fields).map(([name, rule]) => [name, of(rule)]));
  const required = Object.entries(fields)
    .filter(([, rule]) => !requireMandatory || (!isOptional(rule) && rule.kind !== 'boolean'))
    .map(([name]) => name);
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** A stored record's answer: its input's fields as stored, and what the server adds. */
function recordSchema(rules: FieldRules, added: Record<string, Schema>): Schema {
  const fields = objectOf(rules, answerSchema, false);
  const properties = { ...added, ...(fields.properties as Schema) };
  return { type: 'object', properties, required: Object.keys(properties) };
}

const integer = { type: 'integer' };
const text = { type: 'string' };
const dateTime = { type: 'string', format: 'date-time' };
const stamps = { version: integer, createdAt: dateTime, updatedAt: dateTime };
const listOf = (name: SchemaName): Schema => ({ type: 'array', items: ref(name) });
const object = (properties: Record<string, Schema>, required = Object.keys(properties)): Schema => ({ type: 'object', properties, required });
const deprecatedDollars = (description: string): Schema => ({ type: 'number', deprecated: true, description: `${description}: US dollars as a floating-point number, kept for older clients; use the Cents field beside it` });

function schemas(): Record<string, Schema> {
  const provider = recordSchema(PROVIDER_RULES, {
    id: integer,
    mapCenter: { type: ['string', 'null'], description: 'JSON text { lat, lng } (SPEC.md)' },
    defaultZoom: { type: ['integer', 'null'] },
    routePoints: { type: ['string', 'null'], description: 'JSON text: a list of { name, type, coordinates } (SPEC.md)' },
    routeColor: { type: ['string', 'null'] },
    ...stamps,
  });
  const line = object({
    kind: { type: 'string', enum: TRIP_LINE_KINDS },
    label: { type: 'string', description: 'In words (English)' },
    amountCents: integer,
    amount: deprecatedDollars('The amount'),
  });
  const reason = {
    type: 'object',
    description: 'One reason as a code with the facts its words name; a field that does not belong to the code is left out',
    properties: {
      code: { type: 'string', enum: TRIP_REASON_CODES },
      place: text,
      maxPassengers: integer,
      minPassengers: integer,
      maxBags: integer,
      bagsPerTraveller: integer,
      day: text,
      time: { type: ['string', 'null'] },
      noticeHours: integer,
    },
    required: ['code'],
  };
  // What a total is: fixed or a metered estimate, and the tip (null: not stated).
  const priceTerms = {
    priceKind: { type: ['string', 'null'], enum: [...PRICE_KINDS, null] },
    estimate: { type: 'boolean', description: "A metered fare: the total is an estimate ('Estimated total')" },
    tipIncluded: { type: ['boolean', 'null'] },
  };
  const tripProvider = { anyOf: [ref('TripProviderRef'), ref('Provider')] };
  return {
    Error: {
      type: 'object',
      properties: { message: text, errors: { type: 'object', additionalProperties: text, description: 'A message per field (or per query parameter)' } },
      required: ['message'],
    },
    Provider: provider,
    ProviderList: listOf('Provider'),
    ProviderRow: object({ id: integer, name: text, type: text, serviceArea: text, rating: { type: ['number', 'string'] }, badge: { type: ['string', 'null'] } }),
    ProviderRowList: listOf('ProviderRow'),
    Resource: recordSchema(RESOURCE_RULES, { id: integer, ...stamps }),
    ResourceList: listOf('Resource'),
    Faq: object({ id: integer, question: text, answer: text }),
    FaqList: listOf('Faq'),
    AdminFaq: recordSchema(FAQ_RULES, { id: integer, version: integer, createdAt: dateTime }),
    AdminFaqList: listOf('AdminFaq'),
    AirportOption: object({ id: integer, title: text, description: text, availability: text, linkUrl: { type: ['string', 'null'] }, phone: { type: ['string', 'null'] }, accessible: { type: 'boolean' } }),
    AirportOptionList: listOf('AirportOption'),
    AdminAirportOption: recordSchema(AIRPORT_OPTION_RULES, { id: integer, ...stamps }),
    AdminAirportOptionList: listOf('AdminAirportOption'),
    AdSpot: recordSchema(AD_SPOT_RULES, { id: integer, ...stamps }),
    AdSpotList: listOf('AdSpot'),
    // The public list: enabled spots only, and never a spot's private name (publicAdSpotJson).
    PublicAdSpot: (() => {
      const spot = recordSchema(AD_SPOT_RULES, { id: integer, ...stamps }) as { properties: Record<string, Schema> };
      const { name: _private, ...properties } = spot.properties;
      return { type: 'object', properties, required: Object.keys(properties) };
    })(),
    PublicAdSpotList: listOf('PublicAdSpot'),
    Contact: recordSchema(CONTACT_RULES, { id: integer, isRead: { type: 'boolean' }, createdAt: dateTime }),
    ContactList: listOf('Contact'),
    ContactAnswer: { allOf: [ref('Contact'), object({ success: { const: true } })] },
    ClickAnswer: { type: 'object', properties: { counted: { type: 'boolean' }, reason: text }, required: ['counted'] },
    Place: object({ code: { type: 'string', pattern: '^[A-Z][A-Z_]*$' }, name: text, kind: { type: 'string', enum: PLACE_KINDS } }),
    PlaceList: listOf('Place'),
    TripProviderRef: { ...object({ id: integer, slug: text, name: text }), description: 'A provider of the answer, unless ?expand=provider' },
    TripLine: line,
    TripReason: reason,
    TripAnswer: object({
      trip: object({
        from: text,
        to: text,
        date: { type: 'string', format: 'date' },
        time: { type: ['string', 'null'] },
        passengers: integer,
        bags: integer,
        wheelchair: { type: 'boolean' },
        sort: { type: 'string', enum: TRIP_SORTS },
      }),
      options: {
        type: 'array',
        items: object({
          provider: tripProvider,
          totalCents: integer,
          total: deprecatedDollars("The party's price"),
          currency: { const: CURRENCY },
          basis: { type: 'string', enum: FARE_BASES },
          lines: { type: 'array', items: ref('TripLine') },
          ...priceTerms,
        }),
      },
      excluded: {
        type: 'array',
        items: object({
          provider: tripProvider,
          reasons: { type: 'array', items: text, description: 'In words (English)' },
          why: { type: 'array', items: ref('TripReason'), description: 'why[i] is reasons[i]' },
        }),
      },
      suggestions: {
        type: 'array',
        items: object({
          kind: { type: 'string', enum: TRIP_SUGGESTION_KINDS },
          date: text,
          time: { type: ['string', 'null'] },
          bookings: {
            type: 'array',
            items: object({ provider: tripProvider, passengers: integer, bags: integer, totalCents: integer, total: deprecatedDollars('The price'), lines: { type: 'array', items: ref('TripLine') }, ...priceTerms }),
          },
          totalCents: integer,
          total: deprecatedDollars('The sum'),
          currency: { const: CURRENCY },
        }),
      },
    }),
    User: { type: 'object', properties: { id: integer, username: text, isAdmin: { type: 'boolean' } }, required: ['id', 'username', 'isAdmin'] },
    Stats: object({ providerCount: integer, resourceCount: integer, faqCount: integer, contactCount: integer, unreadContactCount: integer }),
    Success: { type: 'object', properties: { success: { const: true }, message: text }, required: ['success'] },
    Removal: { type: 'object', properties: { success: { const: true }, id: integer, archived: { const: true }, message: text }, required: ['success', 'id'] },
    OpenApiDocument: { type: 'object', properties: { openapi: text }, required: ['openapi'], description: 'An OpenAPI 3.1 document' },
    WebhookDeliveryList: {
      type: 'array',
      items: object({
        id: text,
        eventId: text,
        partnerId: integer,
        type: { type: 'string', enum: WEBHOOK_EVENTS },
        status: { type: 'string', enum: WEBHOOK_DELIVERY_STATUSES },
        attempts: integer,
        nextAttemptAt: nullable(dateTime),
        lastStatus: nullable(integer),
        lastError: nullable(text),
        lastAttemptAt: nullable(dateTime),
        deliveredAt: nullable(dateTime),
        createdAt: dateTime,
      }),
    },
  };
}

/** The path in the document's form: '/api/providers/:key' as '/api/providers/{key}'. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const STATUS_TEXTS: Record<number, string> = {
  301: 'Moved: a slug the provider had before a rename; Location names its address now',
  400: 'Bad input: a message, and one per field or query parameter',
  401: 'Not signed in',
  403: 'Not allowed for this account',
  404: 'No such record',
  409: 'A conflict: the slug is taken, or the record changed since it was read',
  410: 'Archived: no longer shown',
  412: 'If-Match names a version that is not the current one',
  429: 'Too many requests: Retry-After says when to try again',
};

const AUDIENCE_TAGS: Record<RestRoute['audience'], string> = { public: 'Public', admin: 'Admin (SPEC.md)', partner: 'Partner' };

function operation(route: RestRoute): Schema {
  const parameters: Schema[] = [];
  for (const [name, description] of Object.entries(route.params ?? {})) parameters.push({ name, in: 'path', required: true, description, schema: text });
  const query = route.query;
  if (query?.rules) {
    for (const [name, rule] of Object.entries(query.rules)) {
      parameters.push({ name, in: 'query', required: !isOptional(rule) && rule.kind !== 'boolean', schema: inputSchema(rule, true) });
    }
  }
  for (const [name, extra] of Object.entries(query?.extra ?? {})) {
    parameters.push({ name, in: 'query', required: false, description: extra.description, schema: extra.enum ? { type: 'string', enum: extra.enum } : text });
  }
  const errorStatuses = [...(route.query || route.body || route.params ? [400] : []), ...(route.errors ?? [])];
  const responses: Schema = {
    [route.status]: {
      description: 'Success',
      ...(route.answer ? { content: { 'application/json': { schema: ref(route.answer) } } } : {}),
    },
  };
  for (const status of errorStatuses) responses[status] = { description: STATUS_TEXTS[status] ?? 'Error', content: { 'application/json': { schema: ref('Error') } } };
  return {
    operationId: `${route.method}${openApiPath(route.path).replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: route.summary,
    tags: [AUDIENCE_TAGS[route.audience]],
    ...(route.audience === 'admin' ? { security: [{ session: [] }] } : route.audience === 'partner' ? { security: [{ partnerKey: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: objectOf(route.body, (rule) => inputSchema(rule)) } } } } : {}),
    responses,
  };
}

/** The whole document (built once per process: it changes only with a release). */
export function openApiDocument(routes: readonly RestRoute[] = REST_ROUTES): Schema {
  const paths: Record<string, Record<string, Schema>> = {};
  for (const route of routes) (paths[openApiPath(route.path)] ??= {})[route.method] = operation(route);
  return {
    openapi: '3.1.0',
    info: {
      title: `${SITE.name} REST API`,
      version: REST_CONTRACT_VERSION,
      description: 'Public reads (no key needed) and the admin routes of the site. GraphQL at /graphql (explorer: /graphql/explorer). docs/integrators.md: limits, versioning and deprecation.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    tags: [
      { name: 'Public', description: 'Anyone may call these' },
      { name: 'Admin (SPEC.md)', description: "The back office's routes: a signed-in session's cookie" },
      { name: 'Partner', description: "A partner's own routes: its key (docs/integrators.md)" },
    ],
    paths,
    components: {
      schemas: schemas(),
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie POST /api/admin/login sets' },
        partnerKey: { type: 'http', scheme: 'bearer', description: 'A partner key, as Authorization: Bearer <key> (or X-Api-Key: <key>)' },
      },
    },
  };
}
