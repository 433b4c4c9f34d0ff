// "Signed in elsewhere": where each session of an account began (session_logins, written at sign-in
// beside the session store's own row in `sessions`), the live ones listed for their holder, and
// sessions ended by removing both rows. Not a service of its own: the user and account services use
// it after they have checked the caller.
import crypto from 'node:crypto';
import { In, Not, type DataSource, type EntityManager } from 'typeorm';
import { Session, SessionLogin } from '../entities';

/** One live session of an account, as its holder sees it. */
export interface SignedInSession {
  /** An opaque name for the session (never its id: that would be half of its cookie). */
  id: string;
  current: boolean;
  address: string | null;
  userAgent: string | null;
  signedInAt: Date;
  /** Its last request, as far as the store's expiry tells (null when it cannot tell). */
  lastActiveAt: Date | null;
}

/** Where a new session began, as the transport saw it. */
export interface SessionStart {
  sid: string;
  userId: number;
  address?: string | null;
  userAgent?: string | null;
}

export const publicSessionId = (sid: string): string => crypto.createHash('sha256').update(`rdu-session\n${sid}`).digest('base64url').slice(0, 22);

/** A stored instant: MariaDB's driver gives a Date; SQLite gives text, written by the store as ISO (UTC). */
function instant(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = typeof value === 'string' && !/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

function sessionData(sess: unknown): { userId?: unknown; sessionEpoch?: unknown; cookie?: { originalMaxAge?: unknown } } | null {
  if (sess && typeof sess === 'object') return sess as never;
  if (typeof sess !== 'string') return null;
  try {
    return JSON.parse(sess) as never;
  } catch {
    return null;
  }
}

export class SignedInSessions {
  constructor(private readonly db: DataSource, private readonly now: () => Date = () => new Date()) {}

  private manager(m?: EntityManager | null): EntityManager {
    return m ?? this.db.manager;
  }

  async record(start: SessionStart): Promise<void> {
    await this.db.getRepository(SessionLogin).save({
      sid: start.sid,
      userId: start.userId,
      address: start.address?.slice(0, 64) ?? null,
      userAgent: start.userAgent?.slice(0, 255) || null,
    });
  }

  /** The account's sessions that still work (not expired, not ended by a newer stamp), newest first. */
  async list(userId: number, sessionEpoch: number, currentSid: string | undefined): Promise<SignedInSession[]> {
    const logins = await this.db.getRepository(SessionLogin).find({ where: { userId }, order: { createdAt: 'DESC' } });
    if (!logins.length) return [];
    const rows: { sid: string; sess: unknown; expired: unknown }[] = await this.db
      .getRepository(Session)
      .createQueryBuilder('s')
      .select('s.sid', 'sid')
      .addSelect('s.sess', 'sess')
      .addSelect('s.expired', 'expired')
      .where('s.sid IN (:...sids)', { sids: logins.map((l) => l.sid) })
      .getRawMany();
    const live = new Map(rows.map((r) => [r.sid, r]));
    const now = this.now().getTime();
    const out: SignedInSession[] = [];
    for (const login of logins) {
      const row = live.get(login.sid);
      const data = sessionData(row?.sess);
      const expired = instant(row?.expired);
      if (!row || !data || data.userId !== userId || Number(data.sessionEpoch ?? 0) !== sessionEpoch || !expired || expired.getTime() <= now) continue;
      const maxAge = Number(data.cookie?.originalMaxAge);
      out.push({
        id: publicSessionId(login.sid),
        current: login.sid === currentSid,
        address: login.address,
        userAgent: login.userAgent,
        signedInAt: login.createdAt,
        lastActiveAt: Number.isFinite(maxAge) && maxAge > 0 ? new Date(expired.getTime() - maxAge) : null,
      });
    }
    // The current session first, then the newest.
    return out.sort((a, b) => Number(b.current) - Number(a.current));
  }

  /** The session id behind a listed session's public id, when it is the account's. */
  async sidOf(userId: number, publicId: string): Promise<string | null> {
    const logins = await this.db.getRepository(SessionLogin).find({ where: { userId }, select: { sid: true } });
    return logins.find((l) => publicSessionId(l.sid) === publicId)?.sid ?? null;
  }

  /** Ends these sessions: their rows in the store and here. */
  async end(sids: readonly string[], m?: EntityManager | null): Promise<void> {
    if (!sids.length) return;
    const manager = this.manager(m);
    await manager.getRepository(Session).delete({ sid: In([...sids]) });
    await manager.getRepository(SessionLogin).delete({ sid: In([...sids]) });
  }

  /**
   * Ends every session of the account but `keep` (none when undefined); answers how many listed
   * ones ended. The caller also raises the account's session stamp, which ends any the list missed.
   */
  async endAllBut(userId: number, keep: string | undefined, m?: EntityManager | null): Promise<number> {
    const manager = this.manager(m);
    const logins = await manager.getRepository(SessionLogin).find({ where: keep === undefined ? { userId } : { userId, sid: Not(keep) }, select: { sid: true } });
    const sids = logins.map((l) => l.sid);
    await this.end(sids, manager);
    return sids.length;
  }

  /** Forgets where a session began once it has ended (logout). */
  async forget(sid: string | undefined): Promise<void> {
    if (sid) await this.db.getRepository(SessionLogin).delete({ sid });
  }

  /** Rows whose session has gone (expired and swept by the store, or ended elsewhere). */
  async sweep(): Promise<number> {
    const result = await this.db
      .createQueryBuilder()
      .delete()
      .from(SessionLogin)
      .where('sid NOT IN (SELECT s.sid FROM sessions s)')
      .execute();
    return result.affected ?? 0;
  }
}
