// `npm run admin -- create USER [--password P]` and `npm run admin -- reset-password USER [--password P]`.
// Without --password a strong random password is generated and printed once. A given password
// follows the site's rule (at least 12 characters, not a common password, not the username).
import 'reflect-metadata';
import crypto from 'node:crypto';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { prepareDatabase } from '../server';
import { deviceCookies } from '../auth/deviceCookie';
import { PasswordHasher } from '../auth/passwords';
import { createServices } from '../services';
import { NO_LOGIN_THROTTLE } from '../services/users';
import { NO_WRITE_THROTTLE } from '../services/writeThrottle';
import { SYSTEM } from '../services/actor';
import { isAppError } from '../services/errors';

const USAGE = `Usage:
  npm run admin -- create USERNAME [--password PASSWORD]
  npm run admin -- reset-password USERNAME [--password PASSWORD]
Without --password a random password is generated and printed once.
A password must be at least 12 characters, not a common password and not the username.`;

async function main(argv: string[]): Promise<number> {
  const [command, username, ...rest] = argv;
  const flag = rest.indexOf('--password');
  const given = flag >= 0 ? rest[flag + 1] : undefined;
  if (!command || !username || (flag >= 0 && !given) || !['create', 'reset-password'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const password = given ?? crypto.randomBytes(15).toString('base64url');
  const config = loadConfig();
  const db = await prepareDatabase(config, createLogger('warn'));
  // No login or write throttle is needed at the command line.
  const services = createServices(db, {
    throttle: NO_LOGIN_THROTTLE,
    passwords: new PasswordHasher(config.passwordHashing),
    deviceCookies: deviceCookies(config.sessionSecret),
    contactThrottle: NO_WRITE_THROTTLE,
    clickThrottle: NO_WRITE_THROTTLE,
  });
  try {
    if (command === 'create') {
      await services.users.create(SYSTEM, { username, password }, 'OWNER');
      console.log(`Created admin "${username}".`);
    } else {
      await services.users.resetPassword(SYSTEM, username, password);
      console.log(`New password set for "${username}"; every session of that user has ended.`);
    }
    if (!given) console.log(`Password (shown once): ${password}`);
    return 0;
  } catch (e) {
    if (isAppError(e)) {
      console.error(`Error: ${e.message}`);
      return 1;
    }
    throw e;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
