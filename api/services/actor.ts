// Who is calling a service. Every service method takes the actor first and checks access on its
// first line, so no transport can forget it.
import { roleCan, type Capability, type Role } from '../domain/roles';
import { COMMAND_LINE } from '../domain/audit';
import { ForbiddenError, UnauthenticatedError } from './errors';
import { AUTH_TEXTS } from '../domain/texts';

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
    }
  /** The operator at the command line (npm run admin) and start-up tasks. */
  | { kind: 'system'; name?: string };

export type UserActor = Extract<Actor, { kind: 'user' }>;

export const ANONYMOUS: Actor = { kind: 'anonymous' };
export const SYSTEM: Actor = { kind: 'system', name: COMMAND_LINE };

/** Any administrator (owner or editor), or the system. */
export function requireAdmin(actor: Actor): void {
  if (actor.kind === 'system') return;
  if (actor.kind !== 'user') throw new UnauthenticatedError();
  if (actor.role === null) throw new ForbiddenError();
}

/** Whether the caller is an administrator (or the system): who may see archived records. */
export function isAdministrator(actor: Actor): boolean {
  return actor.kind === 'system' || (actor.kind === 'user' && actor.role !== null);
}

/** An administrator whose role grants `capability` (api/domain/roles.ts), or the system. */
export function requireCapability(actor: Actor, capability: Capability): void {
  requireAdmin(actor);
  if (actor.kind === 'user' && !roleCan(actor.role, capability)) throw new ForbiddenError(AUTH_TEXTS.ownerRequired);
}
