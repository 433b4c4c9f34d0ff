// Builds every service over one DataSource. Transports receive this object and nothing else.
import type { DataSource } from 'typeorm';
import type { DeviceCookies } from '../auth/deviceCookie';
import type { PasswordHasher } from '../auth/passwords';
import { AccountService } from './accounts';
import { AdSpotService } from './adSpots';
import { AirportOptionService } from './airportOptions';
import { AffiliateProgramService } from './affiliatePrograms';
import { AttentionService } from './attention';
import { AuditService } from './audit';
import { HistoryService } from './history';
import { BookingClickService } from './clicks';
import { ContactService } from './contacts';
import { ContentVersionService } from './contentVersion';
import { EarningsService } from './earnings';
import { FaqService } from './faqs';
import { MyAccountService } from './myAccount';
import { PartnerService, type PartnerQuota } from './partners';
import { PostbackService } from './postbacks';
import { ProviderService } from './providers';
import { ResourceService } from './resources';
import { SettingsService } from './settings';
import { SignedInSessions } from './signedIn';
import { StatsService } from './stats';
import { UploadService } from './uploads';
import { DatabaseUploadStore, type UploadStore } from './uploadStore';
import { UserService, type LoginThrottle } from './users';
import { NO_WRITE_THROTTLE, type WriteThrottle } from './writeThrottle';
import { WebhookService, type WebhookPost } from './webhooks';

export interface Services {
  contentVersion: ContentVersionService;
  audit: AuditService;
  history: HistoryService;
  providers: ProviderService;
  resources: ResourceService;
  faqs: FaqService;
  contacts: ContactService;
  adSpots: AdSpotService;
  /** What exists at the airport at any hour (shown when no provider can take a trip). */
  airportOptions: AirportOptionService;
  users: UserService;
  /** The accounts an owner runs. */
  accounts: AccountService;
  /** What every signed-in account does to itself. */
  myAccount: MyAccountService;
  settings: SettingsService;
  /** Where each session began ("signed in elsewhere"); sweeps rows whose session has gone. */
  signedIn: SignedInSessions;
  stats: StatsService;
  uploads: UploadService;
  clicks: BookingClickService;
  affiliatePrograms: AffiliateProgramService;
  postbacks: PostbackService;
  earnings: EarningsService;
  attention: AttentionService;
  /** Integrators: their keys, quotas, origins and reports. */
  partners: PartnerService;
  /** Partners told when things change: the queue, its sender's rounds, the delivery log. */
  webhooks: WebhookService;
}

export interface ServiceDeps {
  throttle: LoginThrottle;
  passwords: PasswordHasher;
  deviceCookies: DeviceCookies;
  contactThrottle: WriteThrottle;
  clickThrottle: WriteThrottle;
  /** Postbacks per affiliate program (none for the command line). */
  postbackThrottle?: WriteThrottle;
  /** Bookings one click may be credited with per program (POSTBACK_BOOKINGS_PER_CLICK, default 5). */
  bookingsPerClick?: number;
  /** How long a counted click is kept by its id (CLICK_RETENTION_DAYS, default 120). */
  clickRetentionDays?: number;
  /** Where uploaded images' bytes live: the database unless another store is given. */
  uploadStore?: UploadStore;
  /** How long the audit trail keeps an event (AUDIT_RETENTION_DAYS, default 400). */
  auditRetentionDays?: number;
  /** Requests per minute per partner key (none for the command line: always within). */
  partnerQuota?: PartnerQuota;
  /** How webhook deliveries are POSTed (Node's fetch unless given). */
  webhookPost?: WebhookPost;
  /** How long delivered and failed webhook deliveries are kept (WEBHOOK_LOG_RETENTION_DAYS, default 30). */
  webhookLogRetentionDays?: number;
  /** How long one webhook POST may take (tests hold a receiver longer than a busy machine could take). */
  webhookTimeoutMs?: number;
  /** The services' "now" (a trip's day and minute, a click's day, a report's days); tests may fix it. */
  clock?: () => Date;
}

export function createServices(db: DataSource, deps: ServiceDeps): Services {
  const contentVersion = new ContentVersionService(db);
  const clock = deps.clock ?? (() => new Date());
  const audit = new AuditService(db, clock, deps.auditRetentionDays);
  const webhooks = new WebhookService(db, clock, deps.webhookPost, { retentionDays: deps.webhookLogRetentionDays, timeoutMs: deps.webhookTimeoutMs });
  const providers = new ProviderService(db, contentVersion, audit, clock, webhooks);
  const resources = new ResourceService(db, contentVersion, audit);
  const faqs = new FaqService(db, contentVersion, audit);
  const adSpots = new AdSpotService(db, contentVersion, audit);
  const airportOptions = new AirportOptionService(db, contentVersion, audit);
  const affiliatePrograms = new AffiliateProgramService(db, audit);
  const earnings = new EarningsService(db, clock);
  const settings = new SettingsService(db, audit);
  const signedIn = new SignedInSessions(db);
  const users = new UserService(db, deps.throttle, deps.passwords, deps.deviceCookies, audit, settings, signedIn);
  return {
    contentVersion,
    audit,
    history: new HistoryService(audit, { Provider: providers, Resource: resources, Faq: faqs, AdSpot: adSpots, AffiliateProgram: affiliatePrograms, AirportOption: airportOptions }),
    providers,
    resources,
    faqs,
    contacts: new ContactService(db, deps.contactThrottle, audit),
    adSpots,
    airportOptions,
    users,
    accounts: new AccountService(db, users, deps.passwords, audit, settings, signedIn),
    myAccount: new MyAccountService(db, users, deps.passwords, deps.throttle, audit, settings, signedIn),
    settings,
    signedIn,
    stats: new StatsService(db),
    uploads: new UploadService(db, deps.uploadStore ?? new DatabaseUploadStore(db), undefined, audit),
    clicks: new BookingClickService(db, deps.clickThrottle, clock, deps.clickRetentionDays),
    partners: new PartnerService(db, audit, deps.partnerQuota, clock),
    affiliatePrograms,
    postbacks: new PostbackService(db, deps.postbackThrottle ?? NO_WRITE_THROTTLE, clock, undefined, deps.bookingsPerClick, webhooks),
    webhooks,
    earnings,
    attention: new AttentionService(db, audit, earnings, clock),
  };
}
