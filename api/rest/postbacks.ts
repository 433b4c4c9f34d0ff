// A network's postback: POST (form, JSON or query fields) or GET (query) to /api/postbacks/{slug},
// the secret as `Authorization: Bearer {secret}` or `secret=`. One service call
// (PostbackService.receive); 401 for a wrong or missing secret, 400 with field messages for bad
// fields, 429 over the program's allowance, else 200 with the same answer for the same report.
import express, { Router, type Request, type RequestHandler } from 'express';
import { POSTBACK_PATH } from '../domain/affiliate';
import type { Services } from '../services';

const path = POSTBACK_PATH.replace(/^\/api/, '');

function bearerOf(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('Authorization') ?? '');
  return match ? match[1] : null;
}

export function postbackRoutes(s: Services): Router {
  const r = Router();
  const form = express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 50 });
  const handle: RequestHandler = async (req, res) => {
    const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
    const answer = await s.postbacks.receive(String(req.params.slug), { fields: { ...(req.query as Record<string, unknown>), ...body }, bearer: bearerOf(req) });
    res.set('Cache-Control', 'no-store').json(answer);
  };
  r.get(path, handle);
  r.post(path, form, handle);
  return r;
}
