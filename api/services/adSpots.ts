import type { DataSource } from 'typeorm';
import { AD_SPOT_SORTS } from '../domain/adminLists';
import type { Page, RawPageRequest } from '../domain/paging';
import { AD_TYPES, DEFAULT_AD_DIMENSIONS, MESSAGES, type AdType } from '../domain/rules';
import { AdSpot } from '../entities';
import { requireCapability, type Actor } from './actor';
import type { AuditService } from './audit';
import { ContentService, auditedColumns, findPage, matching, pageRequest, type ExpectedVersion, type Id, type ListSearch } from './content';
import { NotFoundError } from './errors';
import type { ContentVersionService } from './contentVersion';
import { AD_SPOT_RULES, isCustomBanner, type AdSpotInput } from '../domain/inputs';
import { NOT_FOUND_TEXTS } from '../domain/texts';
import { validateInput } from './validation';

export interface AdSpotPageRequest extends RawPageRequest {
  adType?: unknown;
}

export interface AdSpotPage extends Page<AdSpot> {
  /** Spots of each type matching the search, whatever `adType` asked for. */
  byType: Record<AdType, number>;
}

export class AdSpotService extends ContentService<AdSpot> {
  constructor(db: DataSource, changes: ContentVersionService, audit: AuditService) {
    super(db, changes, AdSpot, 'Ad spot', audit, { type: 'AdSpot', fields: auditedColumns(db, AdSpot), label: (a) => a.name });
  }

  /**
   * The enabled spots of one page slot, for the site and its public APIs. A disabled spot is the
   * admin's business (a paused campaign, a rival's banner waiting for its date) and is never sent
   * to visitors; the transports' public shapes leave out every spot's name too (issue 31, item 15).
   */
  async listByLocation(_actor: Actor, location: string): Promise<AdSpot[]> {
    return this.repo.find({ where: { location: String(location), isEnabled: true }, order: { id: 'ASC' } });
  }

  /** An enabled spot's raw markup, for the sandboxed ad frame (api/http/adFrame.ts). */
  async getForFrame(_actor: Actor, id: Id): Promise<AdSpot> {
    const spot = await this.findOr404(id);
    if (!spot.isEnabled || !spot.adCode) throw new NotFoundError(NOT_FOUND_TEXTS.adSpot);
    return spot;
  }

  /**
   * The admin table: one page of one ad type (or all), searched by name, location and type, with
   * how many spots of each type match the search (the tabs' counts).
   */
  async adminPage(actor: Actor, raw: AdSpotPageRequest): Promise<AdSpotPage> {
    requireCapability(actor, 'content');
    const adType = raw.adType === undefined || raw.adType === null || raw.adType === '' ? undefined : raw.adType;
    const badType = adType !== undefined && !AD_TYPES.includes(adType as AdType);
    const page = pageRequest(raw, AD_SPOT_SORTS, badType ? { adType: MESSAGES.adSpot.adType } : {});
    const search: ListSearch<AdSpot> = { columns: ['name', 'location', 'adType'] };
    const counted = await matching(this.repo, page.q, search)
      .select('row.adType', 'adType')
      .addSelect('COUNT(*)', 'count')
      .groupBy('row.adType')
      .getRawMany<{ adType: string; count: number | string }>();
    const byType = Object.fromEntries(AD_TYPES.map((t) => [t, 0])) as Record<AdType, number>;
    for (const { adType: t, count } of counted) if (t in byType) byType[t as AdType] = Number(count);
    return { ...(await findPage(this.repo, page, { ...search, where: { adType } })), byType };
  }

  async create(actor: Actor, data: AdSpotInput): Promise<AdSpot> {
    requireCapability(actor, 'content');
    const input = validateInput(AD_SPOT_RULES, data);
    return this.createAudited(actor, Object.assign(this.repo.create(), toColumns(input), { isEnabled: input.isEnabled ?? true }));
  }

  async update(actor: Actor, id: Id, data: AdSpotInput, expectedVersion?: ExpectedVersion): Promise<AdSpot> {
    requireCapability(actor, 'content');
    await this.findOr404(id);
    const input = validateInput(AD_SPOT_RULES, data);
    return this.changeVersioned(actor, id, expectedVersion, (spot) => {
      Object.assign(spot, toColumns(input), typeof input.isEnabled === 'boolean' ? { isEnabled: input.isEnabled } : {});
    });
  }

  /** On or off, from what it is now (`expectedVersion`: as everywhere, the version it was read at). */
  async toggle(actor: Actor, id: Id, expectedVersion?: ExpectedVersion): Promise<AdSpot> {
    requireCapability(actor, 'content');
    return this.changeVersioned(actor, id, expectedVersion, (spot) => {
      spot.isEnabled = !spot.isEnabled;
    });
  }

  async remove(actor: Actor, id: Id, expectedVersion?: ExpectedVersion): Promise<true> {
    requireCapability(actor, 'content');
    return this.removeAudited(actor, id, expectedVersion);
  }
}

/** Keeps only what the ad type uses: code for AdSense/Ezoic, image and link for custom banners. */
function toColumns(input: AdSpotInput): Partial<AdSpot> {
  const custom = isCustomBanner(input.adType);
  return {
    name: input.name,
    location: input.location,
    adType: input.adType,
    adCode: custom ? null : (input.adCode ?? null),
    imageUrl: custom ? (input.imageUrl ?? null) : null,
    linkUrl: custom ? (input.linkUrl ?? null) : null,
    dimensions: input.dimensions || DEFAULT_AD_DIMENSIONS,
  };
}
