import type { Request, Response } from 'express';
import type { Logger } from '../logger';
import type { Services } from '../services';
import type { Actor } from '../services/actor';
import type { LinkTrip } from '../domain/bookingLink';

export interface GraphQLContext {
  req: Request;
  res: Response;
  actor: Actor;
  services: Services;
  logger: Logger;
  /**
   * Set by a resolver whose answer depends on the clock (the trip): the instant (ms) it stops
   * holding. The answer is then sent with an Expires header, and no cache keeps it longer.
   */
  validUntil?: number;
  /** Set by the trip resolver: the trip the booking links in this answer are filled with (for anyone but an administrator). */
  tripLink?: LinkTrip;
}
