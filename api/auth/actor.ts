// Puts the caller (req.actor) on every API request, from the session's user id.
import type { RequestHandler } from 'express';
import type { Actor } from '../services/actor';
import type { UserService } from '../services/users';

declare module 'express-serve-static-core' {
  interface Request {
    actor: Actor;
  }
}

export function resolveActor(users: UserService): RequestHandler {
  return async (req, _res, next) => {
    req.actor = await users.actorFor(req.session?.userId);
    next();
  };
}
