// The infrastructure store's SQLite connection commits as the main connection does: WAL, and the log
// synced at checkpoints (synchronous NORMAL), not at every throttle counter's commit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInfraStore } from './infraStore';

it('opens SQLite in WAL mode with synchronous NORMAL (no disk wait on the event loop per counter)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-infra-'));
  const store = createInfraStore({ kind: 'sqlite', file: path.join(dir, 'infra.sqlite') });
  try {
    const [journal] = await store.raw('PRAGMA journal_mode');
    const [sync] = await store.raw('PRAGMA synchronous');
    expect(journal).toEqual({ journal_mode: 'wal' });
    // 0 OFF, 1 NORMAL, 2 FULL (SQLite's default), 3 EXTRA.
    expect(sync).toEqual({ synchronous: 1 });
  } finally {
    await store.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
