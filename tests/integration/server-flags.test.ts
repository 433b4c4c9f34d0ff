// Every way of starting the server gives it the same Node.js flags (scripts/server-flags.js): the
// flags only take effect on the command line, so a launcher that forgot one would run a process
// unlike the one measured.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../api/config';
import { SERVER_NODE_FLAGS } from '../../scripts/server-flags';

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
/** The flags a `node … ENTRY` command line passes before its entry file. */
const flagsBefore = (commandLine: string, entry: string): string[] => {
  const words = commandLine.trim().split(/\s+/);
  const at = words.findIndex((w) => w === entry);
  expect(at).toBeGreaterThan(0);
  return words.slice(1, at).filter((w) => w.startsWith('--'));
};

describe('server flags', () => {
  it('are given by npm start, npm run serve and the systemd unit', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(flagsBefore(scripts.start, 'scripts/start.js')).toEqual([...SERVER_NODE_FLAGS]);
    expect(flagsBefore(scripts.serve, 'dist/api/index.js')).toEqual([...SERVER_NODE_FLAGS]);
    const execStart = /^ExecStart=(.*)$/m.exec(read('docs/deploy/rdu-rides@.service'))?.[1] ?? '';
    expect(flagsBefore(execStart, 'dist/api/index.js')).toEqual([...SERVER_NODE_FLAGS]);
  });

  it('cap the young generation of a process started with them', () => {
    // Garbage made fast, as a busy server makes it: V8 grows the young generation for it.
    const code = "let k=[];for(let i=0;i<3e6;i++){k.push({a:i,b:'x'+i});if(k.length>2e4)k=[]}console.log(require('v8').getHeapSpaceStatistics().find(x=>x.space_name==='new_space').space_size)";
    const youngGeneration = (flags: readonly string[]) => Number(spawnSync(process.execPath, [...flags, '-e', code], { encoding: 'utf8' }).stdout.trim());
    const unflagged = youngGeneration([]);
    const flagged = youngGeneration(SERVER_NODE_FLAGS);
    // Two semi-spaces of 16 MB at most; without the flag it grows past that on this load (64 MB here).
    expect(flagged).toBeGreaterThan(0);
    expect(flagged).toBeLessThanOrEqual(2 * 16 * 2 ** 20);
    expect(unflagged).toBeGreaterThan(flagged);
  });

  it('are given to every benchmark and test suite that starts the built server', () => {
    const starters = ['tests/load/mixed-load.test.ts', 'tests/e2e/support/site.ts', 'tests/cluster/services.ts', 'tests/integration/process.test.ts', 'tests/integration/outage.test.ts'];
    for (const file of starters) {
      const spawns = read(file).match(/spawn\(process\.execPath, \[[^\]]*index\.js'\)\]/g) ?? [];
      expect({ file, spawns: spawns.length }).toEqual({ file, spawns: 1 });
      expect({ file, flagged: spawns.every((s) => s.includes('...SERVER_NODE_FLAGS')) }).toEqual({ file, flagged: true });
    }
    // Every bench starts its servers through the one harness, which gives them the flags.
    expect(read('bench/harness.js')).toMatch(/spawn\(process\.execPath, \[\.\.\.SERVER_NODE_FLAGS, entry\]/);
    const benches = fs.readdirSync(path.join(ROOT, 'bench')).filter((f) => f.endsWith('.js') && f !== 'harness.js');
    for (const file of benches) expect({ file, startsItsOwnServer: /spawn\([^)]*(index\.js|SERVER_NODE_FLAGS)/.test(read(`bench/${file}`)) }).toEqual({ file, startsItsOwnServer: false });
  });
});
