// A partner's own REST routes, with its key: booking links (POST /api/booking-links, the same JSON as
// GraphQL's BookingLinkInput and BookingLink) and its report (GET /api/partner/report?days=30: JSON,
// or CSV with Accept: text/csv) and its webhook delivery log (GET /api/partner/webhook-deliveries?limit=50).
// The services check the key's partner.
import { Router } from 'express';
import { BOOKING_LINKS_PATH, PARTNER_REPORT_PATH } from '../domain/partners';
import { PRIVATE_NO_STORE } from '../http/cacheHeaders';
import { WEBHOOK_DELIVERIES_PATH, WEBHOOK_LOG_RULES } from '../domain/webhooks';
import type { Services } from '../services';
import { onlyQueryParameters } from './query';

const local = (path: string) => path.replace(/^\/api/, '');

export function partnerRoutes(s: Services): Router {
  const r = Router();

  r.post(local(BOOKING_LINKS_PATH), async (req, res) => {
    const link = await s.clicks.partnerLink(req.actor, req.body);
    res.status(201).set('Cache-Control', PRIVATE_NO_STORE).json({ url: link.url, clickId: link.clickId, expiresAt: link.expiresAt.toISOString() });
  });

  r.get(local(PARTNER_REPORT_PATH), async (req, res) => {
    res.set('Cache-Control', PRIVATE_NO_STORE).vary('Accept');
    if (req.accepts(['application/json', 'text/csv']) === 'text/csv') {
      const { fileName, text } = await s.partners.reportCsv(req.actor, req.query.days);
      return void res.attachment(fileName).type('text/csv; charset=utf-8').send(text);
    }
    res.json(await s.partners.report(req.actor, req.query.days));
  });

  r.get(local(WEBHOOK_DELIVERIES_PATH), onlyQueryParameters(Object.keys(WEBHOOK_LOG_RULES)), async (req, res) => {
    const limit = typeof req.query.limit === 'string' ? req.query.limit : undefined;
    res.set('Cache-Control', PRIVATE_NO_STORE).json(await s.webhooks.deliveries(req.actor, null, { limit }));
  });

  return r;
}
