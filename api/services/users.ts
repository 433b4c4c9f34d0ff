import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { burnVerifyTime, hashPassword, verifyPassword } from '../auth/passwords';
import { User } from '../entities';
import { ANONYMOUS, requireAdmin, type Actor } from './actor';
import { ConflictError, NotFoundError, UnauthenticatedError, isUniqueViolation } from './errors';
import { LOGIN_RULES, type LoginInput } from '../domain/inputs';
import { AUTH_TEXTS } from '../domain/texts';
import { validateInput } from './validation';

/** Failed-login counters (api/auth/loginThrottle.ts keeps them in the database). */
export interface LoginThrottle {
  /** Counts one attempt before the password is checked; throws RateLimitedError once over the limit. */
  reserve(username: string, address: string): Promise<void>;
  /** The attempt succeeded: its counts are given back. */
  recordSuccess(username: string, address: string): Promise<void>;
}

export const BAD_CREDENTIALS = AUTH_TEXTS.badCredentials;

export class UserService {
  private readonly repo;

  constructor(db: DataSource, private readonly throttle: LoginThrottle) {
    this.repo = db.getRepository(User);
  }

  /** Checks the credentials; the same answer whether the user or the password was wrong. */
  async login(_actor: Actor, credentials: LoginInput, address: string): Promise<User> {
    const input = validateInput(LOGIN_RULES, credentials);
    await this.throttle.reserve(input.username, address);
    const user = await this.repo.findOneBy({ username: input.username });
    const ok = user ? await verifyPassword(user.passwordHash, input.password) : (await burnVerifyTime(input.password), false);
    if (!user || !ok) throw new UnauthenticatedError(BAD_CREDENTIALS);
    await this.throttle.recordSuccess(input.username, address);
    return user;
  }

  /** The actor behind a session's user id; a deleted user is anonymous again. */
  async actorFor(userId: number | undefined): Promise<Actor> {
    if (!userId) return ANONYMOUS;
    const user = await this.repo.findOneBy({ id: userId });
    return user ? { kind: 'user', id: user.id, username: user.username, isAdmin: user.isAdmin } : ANONYMOUS;
  }

  /** The logged-in user (any user, admin or not), or an error when nobody is logged in. */
  async current(actor: Actor): Promise<User> {
    if (actor.kind !== 'user') throw new UnauthenticatedError(AUTH_TEXTS.notLoggedIn);
    const user = await this.repo.findOneBy({ id: actor.id });
    if (!user) throw new UnauthenticatedError(AUTH_TEXTS.notLoggedIn);
    return user;
  }

  async create(actor: Actor, account: LoginInput, isAdmin: boolean): Promise<User> {
    requireAdmin(actor);
    const input = validateInput(LOGIN_RULES, account);
    if (await this.repo.existsBy({ username: input.username })) throw new ConflictError(AUTH_TEXTS.usernameTaken(input.username), 'username');
    try {
      return await this.repo.save(this.repo.create({ username: input.username, passwordHash: await hashPassword(input.password), isAdmin }));
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictError(AUTH_TEXTS.usernameTaken(input.username), 'username');
      throw e;
    }
  }

  async resetPassword(actor: Actor, username: string, password: string): Promise<User> {
    requireAdmin(actor);
    const input = validateInput(LOGIN_RULES, { username, password });
    const user = await this.repo.findOneBy({ username: input.username });
    if (!user) throw new NotFoundError(AUTH_TEXTS.noSuchUser(input.username));
    user.passwordHash = await hashPassword(input.password);
    return this.repo.save(user);
  }

  /**
   * Start-up: with ADMIN_USERNAME/ADMIN_PASSWORD, make sure that admin exists; with neither and no
   * users at all, create 'admin' with a random password, returned once for the operator to read.
   */
  async ensureBootstrapAdmin(actor: Actor, admin: { username?: string; password?: string }): Promise<{ username: string; generatedPassword?: string } | null> {
    requireAdmin(actor);
    if (admin.username && admin.password) {
      if (await this.repo.existsBy({ username: admin.username })) return null;
      try {
        await this.create(actor, { username: admin.username, password: admin.password }, true);
      } catch (e) {
        if (e instanceof ConflictError) return null; // another process made it first
        throw e;
      }
      return { username: admin.username };
    }
    if ((await this.repo.count()) > 0) return null;
    const generatedPassword = crypto.randomBytes(12).toString('base64url');
    try {
      await this.create(actor, { username: 'admin', password: generatedPassword }, true);
    } catch (e) {
      if (e instanceof ConflictError) return null; // another process made it first
      throw e;
    }
    return { username: 'admin', generatedPassword };
  }
}
