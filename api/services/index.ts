// Builds every service over one DataSource. Transports receive this object and nothing else.
import type { DataSource } from 'typeorm';
import type { DeviceCookies } from '../auth/deviceCookie';
import type { PasswordHasher } from '../auth/passwords';
import { AdSpotService } from './adSpots';
import { AffiliateProgramService } from './affiliatePrograms';
import { AuditService } from './audit';
import { HistoryService } from './history';
import { BookingClickService } from './clicks';
import { ContactService } from './contacts';
import { ContentVersionService } from './contentVersion';
import { EarningsService } from './earnings';
import { FaqService } from './faqs';
import { PostbackService } from './postbacks';
import { ProviderService } from './providers';
import { ResourceService } from './resources';
import { StatsService } from './stats';
import { UploadService } from './uploads';
import { DatabaseUploadStore, type UploadStore } from './uploadStore';
import { UserService, type LoginThrottle } from './users';
import { NO_WRITE_THROTTLE, type WriteThrottle } from './writeThrottle';

export interface Services {
  contentVersion: ContentVersionService;
  audit: AuditService;
  history: HistoryService;
  providers: ProviderService;
  resources: ResourceService;
  faqs: FaqService;
  contacts: ContactService;
  adSpots: AdSpotService;
  users: UserService;
  stats: StatsService;
  uploads: UploadService;
  clicks: BookingClickService;
  affiliatePrograms: AffiliateProgramService;
  postbacks: PostbackService;
  earnings: EarningsService;
}

export interface ServiceDeps {
  throttle: LoginThrottle;
  passwords: PasswordHasher;
  deviceCookies: DeviceCookies;
  contactThrottle: WriteThrottle;
  clickThrottle: WriteThrottle;
  /** Postbacks per affiliate program (none for the command line). */
  postbackThrottle?: WriteThrottle;
  /** How long a counted click is kept by its id (CLICK_RETENTION_DAYS, default 120). */
  clickRetentionDays?: number;
  /** Where uploaded images' bytes live: the database unless another store is given. */
  uploadStore?: UploadStore;
  /** How long the audit trail keeps an event (AUDIT_RETENTION_DAYS, default 400). */
  auditRetentionDays?: number;
  /** "Now" for what is judged by the clock (a trip's answer); tests fix it. The system clock unless given. */
  clock?: () => Date;
}

export function createServices(db: DataSource, deps: ServiceDeps): Services {
  const contentVersion = new ContentVersionService(db);
  const audit = new AuditService(db, undefined, deps.auditRetentionDays);
  const providers = new ProviderService(db, contentVersion, audit, deps.clock);
  const resources = new ResourceService(db, contentVersion, audit);
  const faqs = new FaqService(db, contentVersion, audit);
  const adSpots = new AdSpotService(db, contentVersion, audit);
  const affiliatePrograms = new AffiliateProgramService(db, audit);
  return {
    contentVersion,
    audit,
    history: new HistoryService(audit, { Provider: providers, Resource: resources, Faq: faqs, AdSpot: adSpots, AffiliateProgram: affiliatePrograms }),
    providers,
    resources,
    faqs,
    contacts: new ContactService(db, deps.contactThrottle),
    adSpots,
    users: new UserService(db, deps.throttle, deps.passwords, deps.deviceCookies, audit),
    stats: new StatsService(db),
    uploads: new UploadService(db, deps.uploadStore ?? new DatabaseUploadStore(db)),
    clicks: new BookingClickService(db, deps.clickThrottle, undefined, deps.clickRetentionDays),
    affiliatePrograms,
    postbacks: new PostbackService(db, deps.postbackThrottle ?? NO_WRITE_THROTTLE),
    earnings: new EarningsService(db),
  };
}
