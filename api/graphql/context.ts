import type { Request, Response } from 'express';
import type { Logger } from '../logger';
import type { Services } from '../services';
import type { Actor } from '../services/actor';

export interface GraphQLContext {
  req: Request;
  res: Response;
  actor: Actor;
  services: Services;
  logger: Logger;
}
