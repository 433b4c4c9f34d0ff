// `npm run db:backup -- --out FILE` and `npm run db:restore -- --from FILE [--force]`, on the
// database DATABASE_URL names (docs/operations.md). Exit codes: 0 done, 1 refused or failed, 2 usage.
import 'reflect-metadata';
import { loadConfig } from '../config';
import { BackupError, restoreBackup, takeBackup } from '../db/backup';

const USAGE = `Usage:
  npm run db:backup -- --out FILE
  npm run db:restore -- --from FILE [--force]
Both use the database DATABASE_URL names. A restore goes into an empty database only, unless --force
(which replaces everything the database holds); stop the site's processes before restoring.`;

export function parseBackupArgs(argv: string[]): { command: 'backup'; out: string } | { command: 'restore'; from: string; force: boolean } | null {
  const [command, ...rest] = argv;
  const value = (flag: string) => {
    const i = rest.indexOf(flag);
    return i >= 0 && rest[i + 1] && !rest[i + 1].startsWith('--') ? rest[i + 1] : null;
  };
  const known = new Set(['--out', '--from', '--force']);
  if (rest.some((arg) => arg.startsWith('--') && !known.has(arg)) || rest.length === 0) return null;
  if (command === 'backup') {
    const out = value('--out');
    return out && rest.length === 2 ? { command, out } : null;
  }
  if (command === 'restore') {
    const from = value('--from');
    const force = rest.includes('--force');
    return from && rest.length === (force ? 3 : 2) ? { command, from, force } : null;
  }
  return null;
}

async function main(argv: string[]): Promise<number> {
  const args = parseBackupArgs(argv);
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  try {
    if (args.command === 'backup') {
      const header = await takeBackup(config.database, args.out);
      console.log(`Backed up the ${header.dialect} database at schema ${header.schemaVersion ?? '(none)'} to ${args.out} (${header.payloadBytes} bytes, sha256 ${header.sha256})`);
    } else {
      const header = await restoreBackup(config.database, args.from, { force: args.force });
      console.log(`Restored ${args.from} (taken ${header.createdAt}, schema ${header.schemaVersion ?? '(none)'}): start the site on it; newer migrations run at start-up.`);
    }
    return 0;
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : `Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => process.exit(code), (err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
