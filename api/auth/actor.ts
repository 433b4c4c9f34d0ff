// Puts the caller (req.actor) on every API request, from the session's user id; a session the
// user service no longer honours (the user is gone, or their password was reset since) is removed.
import type { RequestHandler } from 'express';
import type { Actor } from '../services/actor';
import type { UserService } from '../services/users';
import { dropEndedSession } from './sessions';

declare module 'express-serve-static-core' {
  interface Request {
    actor: Actor;
  }
}

export function resolveActor(users: UserService): RequestHandler {
  return async (req, _res, next) => {
    req.actor = await users.actorFor(req.session, { address: req.ip, sessionId: req.sessionID });
    if (req.actor.kind === 'anonymous' && req.session?.userId !== undefined) {
      // It reads as anonymous either way; a failed removal leaves a row the expiry sweep clears.
      await dropEndedSession(req).catch(() => undefined);
    }
    next();
  };
}
