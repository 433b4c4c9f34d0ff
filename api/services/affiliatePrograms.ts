// Affiliate programs, managed by admins: name, slug (its postback address), the providers it
// covers, the parameter its network sends the click id in, the claim window; and its secret, made
// here, shown once (when the program is made and when the secret is rotated) and kept only as a hash.
import crypto from 'node:crypto';
import { In, IsNull, Not, type DataSource } from 'typeorm';
import { AFFILIATE_PROGRAM_RULES, AFFILIATE_TEXTS, isReservedSubIdParam, type AffiliateProgramInput } from '../domain/affiliate';
import { ARCHIVE_TEXTS, readArchivedFilter, type RecordReferences } from '../domain/archive';
import { AffiliateProgram, Conversion, Provider, SlugHistory } from '../entities';
import { keepSlug } from './slugHistory';
import { requireCapability, type Actor } from './actor';
import type { AuditService } from './audit';
import { ContentService, auditedColumns, type ArchiveSpec, type ExpectedVersion, type Id, type Removal } from './content';
import { ConflictError, ValidationError, isUniqueViolation } from './errors';
import { fieldErrors, validateInput } from './validation';

/** A program as the transports show it: its settings, never its secret or the secret's hash. */
export interface ProgramView {
  id: number;
  name: string;
  slug: string;
  providerIds: number[];
  subIdParam: string;
  claimWindowDays: number;
  /** The secret's last four characters. */
  secretHint: string;
  lastPostbackAt: Date | null;
  /** When it was archived (its postbacks refused, its conversions still counted); null: active. */
  archivedAt: Date | null;
  /** Raised by every change to its settings (and a new secret); not by postbacks. */
  version: number;
  createdAt: Date;
  updatedAt: Date;
  /**
   * Its slugs before a rename: their postback addresses are still accepted, and when one was last
   * used says the network has not been given the new address yet (issue 31, item 14).
   */
  oldAddresses: OldAddress[];
}

export interface OldAddress {
  slug: string;
  /** The last postback received at it since the rename; null: none. */
  lastUsedAt: Date | null;
}

/** A program with its secret: answered once, when the secret is made. */
export interface ProgramWithSecret {
  program: ProgramView;
  secret: string;
}

export function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Compares a presented secret with a stored hash in constant time. */
export function secretMatches(presented: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(presented), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export function programView(p: AffiliateProgram, oldAddresses: OldAddress[] = []): ProgramView {
  return {
    oldAddresses,
    id: p.id,
    name: p.name,
    slug: p.slug,
    providerIds: readIds(p.providerIds),
    subIdParam: p.subIdParam,
    claimWindowDays: p.claimWindowDays,
    secretHint: p.secretHint,
    lastPostbackAt: p.lastPostbackAt,
    archivedAt: p.archivedAt,
    version: p.version,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

function readIds(json: string): number[] {
  try {
    const ids: unknown = JSON.parse(json);
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** 32 random bytes as URL-safe text: fits a query parameter as it is. */
function newSecret(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export class AffiliateProgramService extends ContentService<AffiliateProgram> {
  constructor(db: DataSource, audit: AuditService) {
    // The secret's hash never enters the trail (its last four characters do); postbacks are not changes.
    super(db, null, AffiliateProgram, 'Affiliate program', audit, {
      type: 'AffiliateProgram',
      fields: auditedColumns(db, AffiliateProgram, ['secretHash', 'lastPostbackAt']),
      label: (p) => p.name,
    });
  }

  protected override get capability() {
    return 'affiliate' as const;
  }

  protected override notFoundText(): string {
    return AFFILIATE_TEXTS.programNotFound;
  }

  /** The active programs by name; `archived` true: the archived ones instead. */
  async list(actor: Actor, rawArchived?: unknown): Promise<ProgramView[]> {
    requireCapability(actor, 'affiliate');
    const archived = readArchivedFilter(rawArchived);
    if (archived === null) throw new ValidationError({ archived: ARCHIVE_TEXTS.badFilter });
    const where = { archivedAt: archived ? Not(IsNull()) : IsNull() };
    return this.viewsOf(await this.repo.find({ where, order: { name: 'ASC', id: 'ASC' } }));
  }

  async create(actor: Actor, raw: AffiliateProgramInput): Promise<ProgramWithSecret> {
    requireCapability(actor, 'affiliate');
    const input = await this.readInput(raw);
    const secret = newSecret();
    const program = this.repo.create({ ...input, secretHash: hashSecret(secret), secretHint: secret.slice(-4), lastPostbackAt: null });
    const made = await this.slugChecked(() => this.createAudited(actor, program, (m) => keepSlug(m, 'affiliateProgram', 0, program.slug, null)));
    return { program: programView(made), secret };
  }

  async update(actor: Actor, id: Id, raw: AffiliateProgramInput, expectedVersion?: ExpectedVersion): Promise<ProgramView> {
    requireCapability(actor, 'affiliate');
    await this.findOr404(id);
    const input = await this.readInput(raw);
    const saved = await this.slugChecked(() =>
      this.changeVersioned(actor, id, expectedVersion, async (program, m) => {
        if (input.slug !== program.slug) await keepSlug(m, 'affiliateProgram', program.id, input.slug, program.slug);
        Object.assign(program, input);
      }),
    );
    return (await this.viewsOf([saved]))[0];
  }

  /** A new secret: the old one stops working at once. */
  async rotateSecret(actor: Actor, id: Id, expectedVersion?: ExpectedVersion): Promise<ProgramWithSecret> {
    requireCapability(actor, 'affiliate');
    const secret = newSecret();
    const program = await this.changeVersioned(
      actor,
      id,
      expectedVersion,
      (p) => {
        p.secretHash = hashSecret(secret);
        p.secretHint = secret.slice(-4);
      },
      { action: 'secret-rotate' },
    );
    return { program: programView(program), secret };
  }

  /**
   * Deletes a program no conversion was reported to; one with conversions is archived instead
   * (they stay in every report), and the answer says so.
   */
  async remove(actor: Actor, id: Id, expectedVersion?: ExpectedVersion): Promise<Removal<ProgramView>> {
    requireCapability(actor, 'affiliate');
    const removal = await this.removeOrArchive(actor, id, expectedVersion, this.archiving);
    return removal.deleted ? removal : { ...removal, record: programView(removal.record) };
  }

  /** What refers to a program (its conversions): while any does, deleting it archives it instead. */
  async references(actor: Actor, id: Id): Promise<RecordReferences> {
    requireCapability(actor, 'affiliate');
    const program = await this.findOr404(id);
    return this.archiving.references(this.db.manager, program.id);
  }

  /**
   * Retires a program and keeps its conversions in every report: its postbacks are refused as for
   * an unknown program and it leaves the lists and pickers of active programs. Versioned and
   * audited ('archive'); archiving an archived program changes nothing.
   */
  async archive(actor: Actor, id: Id, expectedVersion?: ExpectedVersion): Promise<ProgramView> {
    requireCapability(actor, 'affiliate');
    const program = await this.changeVersioned(actor, id, expectedVersion, (p) => void (p.archivedAt ??= new Date()), { action: 'archive' });
    return programView(program);
  }

  /** Takes a program back into use: its postbacks are accepted again. Versioned and audited ('restore'). */
  async restore(actor: Actor, id: Id, expectedVersion?: ExpectedVersion): Promise<ProgramView> {
    requireCapability(actor, 'affiliate');
    const program = await this.changeVersioned(actor, id, expectedVersion, (p) => void (p.archivedAt = null), { action: 'restore' });
    return programView(program);
  }

  private readonly archiving: ArchiveSpec<AffiliateProgram> = {
    kind: 'affiliate program',
    isArchived: (p) => p.archivedAt !== null,
    archive: (p) => {
      p.archivedAt = new Date();
    },
    references: async (m, id) => ({ bookingClicks: 0, keptClicks: 0, conversions: await m.getRepository(Conversion).countBy({ programId: id }) }),
  };

  /** The programs as the transports show them, with their old addresses (one query for all). */
  private async viewsOf(programs: AffiliateProgram[]): Promise<ProgramView[]> {
    const ids = programs.map((p) => p.id);
    const old = ids.length ? await this.db.getRepository(SlugHistory).find({ where: { kind: 'affiliateProgram', recordId: In(ids) }, order: { id: 'ASC' } }) : [];
    return programs.map((p) => programView(p, old.filter((o) => o.recordId === p.id).map((o) => ({ slug: o.oldSlug, lastUsedAt: o.lastUsedAt }))));
  }

  private async slugChecked<R>(work: () => Promise<R>): Promise<R> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(AFFILIATE_TEXTS.slugTaken, 'slug');
      throw error;
    }
  }

  /** The checked settings, with the provider ids as stored JSON; every field's message at once. */
  private async readInput(raw: AffiliateProgramInput): Promise<Pick<AffiliateProgram, 'name' | 'slug' | 'subIdParam' | 'claimWindowDays' | 'providerIds'>> {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return validateInput(AFFILIATE_PROGRAM_RULES, raw) as never;
    const errors = { ...fieldErrors(AFFILIATE_PROGRAM_RULES, raw as never) };
    const ids = readProviderIds(raw.providerIds);
    if (!errors.subIdParam && typeof raw.subIdParam === 'string' && isReservedSubIdParam(raw.subIdParam)) errors.subIdParam = AFFILIATE_TEXTS.subIdParamReserved(raw.subIdParam.trim());
    if (ids === null) errors.providerIds = AFFILIATE_TEXTS.providerIds;
    else if (ids.length) {
      const found = new Set((await this.db.getRepository(Provider).find({ select: { id: true }, where: { id: In(ids) } })).map((p) => p.id));
      const missing = ids.find((id) => !found.has(id));
      if (missing !== undefined) errors.providerIds = AFFILIATE_TEXTS.providerUnknown(missing);
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const input = validateInput(AFFILIATE_PROGRAM_RULES, raw);
    return { name: input.name, slug: input.slug, subIdParam: input.subIdParam, claimWindowDays: Number(input.claimWindowDays), providerIds: JSON.stringify(ids) };
  }
}

/** Provider ids from a list of whole numbers (or their text), each once; null when it is no such list. */
function readProviderIds(raw: unknown): number[] | null {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.length > 500) return null;
  const ids: number[] = [];
  for (const entry of raw) {
    const n = typeof entry === 'number' ? entry : typeof entry === 'string' && /^\d+$/.test(entry.trim()) ? Number(entry) : NaN;
    if (!Number.isSafeInteger(n) || n < 1) return null;
    if (!ids.includes(n)) ids.push(n);
  }
  return ids;
}
