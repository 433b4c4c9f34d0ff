// Who is calling a service. Every service method takes the actor first and checks access on its
// first line, so no transport can forget it.
import { ForbiddenError, UnauthenticatedError } from './errors';

export type Actor =
  | { kind: 'anonymous' }
  | { kind: 'user'; id: number; username: string; isAdmin: boolean }
  /** The operator at the command line (npm run admin) and start-up tasks. */
  | { kind: 'system' };

export const ANONYMOUS: Actor = { kind: 'anonymous' };
export const SYSTEM: Actor = { kind: 'system' };

export function requireAdmin(actor: Actor): void {
  if (actor.kind === 'system') return;
  if (actor.kind !== 'user') throw new UnauthenticatedError();
  if (!actor.isAdmin) throw new ForbiddenError();
}
