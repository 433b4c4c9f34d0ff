// Accounts over REST, under /api/admin. myAccountRoutes: what every signed-in account does to
// itself (/account/...), mounted before the admin guard because an account that must change its
// password or set up two-factor sign-in first does it here. accountRoutes: the accounts an owner
// runs (/accounts...) and the security settings (/security). Each handler calls one service method.
import { Router, type Request } from 'express';
import { restampSession } from '../auth/sessions';
import type { Services } from '../services';
import type { AccountWithPassword } from '../services/accounts';
import type { TwoFactorEnrolment, RecoveryCodes } from '../services/myAccount';
import { sessionJson, userJson } from './presenters';
import { expectedVersionOf, sendVersioned } from './versions';

const enrolmentJson = (e: TwoFactorEnrolment) => ({ secret: e.secret, uri: e.uri, qrSvg: e.qrSvg });
const recoveryCodesJson = (r: RecoveryCodes) => ({ recoveryCodes: r.codes, user: userJson(r.account) });
const withPasswordJson = (a: AccountWithPassword) => ({ account: userJson(a.account), oneTimePassword: a.oneTimePassword });

/** A JSON body as an object (a missing or non-object body reads as empty: the rules then say what is missing). */
const bodyOf = (req: Request): Record<string, unknown> => (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {});

export function myAccountRoutes(s: Services): Router {
  const r = Router();
  const { myAccount } = s;

  r.post('/account/password', async (req, res) => {
    const kept = await myAccount.changePassword(req.actor, req.body);
    await restampSession(req, kept.sessionEpoch);
    sendVersioned(res, kept.account.user, userJson(kept.account));
  });

  r.post('/account/two-factor/start', async (req, res) => {
    res.json(enrolmentJson(await myAccount.startTwoFactor(req.actor, bodyOf(req))));
  });
  r.post('/account/two-factor/confirm', async (req, res) => {
    res.json(recoveryCodesJson(await myAccount.confirmTwoFactor(req.actor, req.body)));
  });
  r.post('/account/two-factor/disable', async (req, res) => {
    res.json(userJson(await myAccount.disableTwoFactor(req.actor, bodyOf(req))));
  });
  r.post('/account/two-factor/recovery-codes', async (req, res) => {
    res.json(recoveryCodesJson(await myAccount.newRecoveryCodes(req.actor, bodyOf(req))));
  });

  r.get('/account/sessions', async (req, res) => {
    res.json((await myAccount.sessionsList(req.actor)).map(sessionJson));
  });
  r.post('/account/sessions/end-others', async (req, res) => {
    const kept = await myAccount.endOtherSessions(req.actor);
    await restampSession(req, kept.sessionEpoch);
    res.json({ success: true, ended: kept.ended });
  });
  r.delete('/account/sessions/:id', async (req, res) => {
    await myAccount.endSession(req.actor, req.params.id);
    res.json({ success: true, id: req.params.id });
  });
  return r;
}

export function accountRoutes(s: Services): Router {
  const r = Router();
  const { accounts, settings } = s;

  r.get('/accounts', async (req, res) => {
    const list = await accounts.list(req.actor);
    res.set('X-Total-Count', String(list.length)).json(list.map(userJson));
  });
  r.post('/accounts', async (req, res) => {
    const made = await accounts.add(req.actor, req.body);
    sendVersioned(res, made.account.user, withPasswordJson(made), 201);
  });
  // If-Match names the version the account was read at: a stale one changes nothing (409).
  r.put('/accounts/:id', async (req, res) => {
    const account = await accounts.update(req.actor, req.params.id, req.body, expectedVersionOf(req));
    sendVersioned(res, account.user, userJson(account));
  });
  // One step on the account named, answered with the account as it is now.
  const steps = { disable: 'disable', enable: 'enable', 'reset-two-factor': 'resetTwoFactor' } as const;
  for (const [path, step] of Object.entries(steps)) {
    r.post(`/accounts/:id/${path}`, async (req, res) => {
      const account = await accounts[step](req.actor, req.params.id, expectedVersionOf(req));
      sendVersioned(res, account.user, userJson(account));
    });
  }
  r.post('/accounts/:id/reset-password', async (req, res) => {
    const made = await accounts.resetPassword(req.actor, req.params.id, expectedVersionOf(req));
    sendVersioned(res, made.account.user, withPasswordJson(made));
  });
  r.delete('/accounts/:id', async (req, res) => {
    await accounts.remove(req.actor, req.params.id, expectedVersionOf(req));
    res.json({ success: true, id: Number(req.params.id) });
  });

  r.get('/security', async (req, res) => {
    res.json(await settings.security(req.actor));
  });
  r.put('/security', async (req, res) => {
    res.json(await settings.updateSecurity(req.actor, req.body));
  });
  return r;
}
