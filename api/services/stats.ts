import { IsNull, type DataSource } from 'typeorm';
import { ContactSubmission, Faq, Provider, Resource } from '../entities';
import { requireAdmin, type Actor } from './actor';

export interface Stats {
  providerCount: number;
  resourceCount: number;
  faqCount: number;
  contactCount: number;
  unreadContactCount: number;
}

export class StatsService {
  constructor(private readonly db: DataSource) {}

  async get(actor: Actor): Promise<Stats> {
    requireAdmin(actor);
    const [providerCount, resourceCount, faqCount, contactCount, unreadContactCount] = await Promise.all([
      // The providers shown on the site: archived ones are counted on their own list.
      this.db.getRepository(Provider).countBy({ archivedAt: IsNull() }),
      this.db.getRepository(Resource).count(),
      this.db.getRepository(Faq).count(),
      this.db.getRepository(ContactSubmission).count(),
      this.db.getRepository(ContactSubmission).countBy({ isRead: false }),
    ]);
    return { providerCount, resourceCount, faqCount, contactCount, unreadContactCount };
  }
}
