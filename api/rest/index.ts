import { Router } from 'express';
import { NOT_FOUND_TEXTS } from '../domain/texts';
import type { Logger } from '../logger';
import type { Services } from '../services';
import { adminRoutes, adminRoutesOutsideAdminPath } from './admin';
import { partnerRoutes } from './partners';
import { postbackRoutes } from './postbacks';
import { publicRoutes } from './public';

/** Every /api route of SPEC.md section 7; unknown /api paths answer 404 JSON. */
export function restRouter(services: Services, logger: Logger): Router {
  const r = Router();
  r.use('/admin', adminRoutes(services, logger));
  r.use(postbackRoutes(services));
  r.use(adminRoutesOutsideAdminPath(services));
  r.use(partnerRoutes(services));
  r.use(publicRoutes(services));
  r.use((req, res) => {
    res.status(404).json({ message: NOT_FOUND_TEXTS.apiRoute(req.method, `${req.baseUrl}${req.path}`) });
  });
  return r;
}
