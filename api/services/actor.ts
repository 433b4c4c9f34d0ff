// Who is calling a service. Every service method takes the actor first and checks access on its
// first line, so no transport can forget it.
import { STEP_TEXTS, type AccountStep } from '../domain/accounts';
import { roleCan, type Capability, type Role } from '../domain/roles';
import { COMMAND_LINE } from '../domain/audit';
import { ForbiddenError, UnauthenticatedError } from './errors';
import { AUTH_TEXTS } from '../domain/texts';
import { PARTNER_TEXTS } from '../domain/partners';

export type Actor =
  | { kind: 'anonymous'; address?: string }
  | {
      kind: 'user';
      id: number;
      username: string;
      /** null: a user who is no administrator (refused every admin call). */
      role: Role | null;
      /** The client's address as TRUST_PROXY lets the app see it (for the audit trail). */
      address?: string;
      /** The session the request came with (for "signed in elsewhere"). */
      sessionId?: string;
      /**
       * What the account must do before anything else (a one-time password to change, or two-factor
       * sign-in to set up when the site requires it): until then every admin call is refused (403
       * with this reason) but the account's own calls (requireSignedIn).
       */
      nextStep?: AccountStep | null;
    }
  /**
   * An integrator calling with its key (api/auth/partnerKeys.ts): its own booking links and report;
   * everything anonymous visitors may do, and nothing of the back office.
   */
  | { kind: 'partner'; partnerId: number; slug: string; address?: string }
  /** The operator at the command line (npm run admin) and start-up tasks. */
  | { kind: 'system'; name?: string };

export type UserActor = Extract<Actor, { kind: 'user' }>;

export const ANONYMOUS: Actor = { kind: 'anonymous' };
export const SYSTEM: Actor = { kind: 'system', name: COMMAND_LINE };

/** Any administrator (owner or editor) who has nothing left to do first, or the system. */
export function requireAdmin(actor: Actor): void {
  if (actor.kind === 'system') return;
  if (actor.kind !== 'user') throw new UnauthenticatedError();
  if (actor.role === null) throw new ForbiddenError();
  if (actor.nextStep) throw new ForbiddenError(STEP_TEXTS[actor.nextStep], actor.nextStep);
}

/**
 * Someone signed in, whatever their role and whatever they must do first: for the calls on one's
 * own account (the password, two-factor sign-in, the sessions), which are how that step is taken.
 */
export function requireSignedIn(actor: Actor): asserts actor is UserActor {
  if (actor.kind !== 'user') throw new UnauthenticatedError();
}

/** A partner with its key: for the partner's own calls (booking links, its report). */
export function requirePartner(actor: Actor): asserts actor is PartnerActor {
  if (actor.kind !== 'partner') throw new UnauthenticatedError(PARTNER_TEXTS.keyRequired);
}

export type PartnerActor = Extract<Actor, { kind: 'partner' }>;

/** Whether the caller is an administrator (or the system): who may see archived records. */
export function isAdministrator(actor: Actor): boolean {
  return actor.kind === 'system' || (actor.kind === 'user' && actor.role !== null);
}

/** An administrator whose role grants `capability` (api/domain/roles.ts), or the system. */
export function requireCapability(actor: Actor, capability: Capability): void {
  requireAdmin(actor);
  if (actor.kind === 'user' && !roleCan(actor.role, capability)) throw new ForbiddenError(AUTH_TEXTS.ownerRequired);
}
