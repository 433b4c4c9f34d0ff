// Ad markup an admin entered that is not a recognised AdSense/Ezoic snippet runs only here: a
// document whose CSP sandbox gives it an opaque origin (no cookies, no access to the site), loaded
// by the page in a sandboxed iframe.
import type { RequestHandler } from 'express';
import type { Services } from '../services';
import { NotFoundError } from '../services/errors';

export function adFrameHandler(services: Services): RequestHandler {
  return async (req, res) => {
    const frameHeaders = {
      'Content-Security-Policy': "sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox; default-src https: data: 'unsafe-inline' 'unsafe-eval'; frame-ancestors 'self'",
      'Cache-Control': 'public, max-age=60',
      'X-Frame-Options': 'SAMEORIGIN',
    };
    try {
      const spot = await services.adSpots.getForFrame(req.actor, req.params.id as string);
      res.set(frameHeaders).type('html').send(
        `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
          `<style>html,body{margin:0;padding:0;overflow:hidden;background:transparent}</style></head><body>${spot.adCode ?? ''}</body></html>`,
      );
    } catch (e) {
      if (!(e instanceof NotFoundError)) throw e;
      res.status(404).set(frameHeaders).type('html').send('<!doctype html><title>Not found</title>');
    }
  };
}
