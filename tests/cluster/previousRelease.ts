// The previous release (the commit in .ci/previous-release), built from git beside this tree: `git
// archive` of that commit into a folder of its own, this tree's node_modules linked in (a release
// adds dependencies, it does not change the ones the previous one uses), then its own build. The
// build is kept per commit in the system's temporary folder, so only the first run on a machine pays
// for it (about 30 s of CPU; CI's clean machine builds it every time).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './services';

export interface PreviousRelease {
  commit: string;
  /** The built tree: `dist/api/index.js` starts it. */
  root: string;
  /** How long this run spent building it (0: a build of that commit was already there). */
  buildMs: number;
}

/** The commit .ci/previous-release names (its only line that is not a comment). */
export function previousReleaseCommit(): string {
  const lines = fs.readFileSync(path.join(ROOT, '.ci', 'previous-release'), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  if (lines.length !== 1 || !/^[0-9a-f]{40}$/.test(lines[0])) throw new Error('.ci/previous-release must hold one full commit hash (40 hex digits) besides its comments');
  return lines[0];
}

export function buildPreviousRelease(commit = previousReleaseCommit()): PreviousRelease {
  const root = path.join(os.tmpdir(), `rdu-previous-release-${commit.slice(0, 12)}`);
  const built = path.join(root, '.built');
  if (fs.existsSync(built)) {
    // A build kept by another checkout links that checkout's packages, which may be gone: link this one's.
    linkPackages(root);
    return { commit, root, buildMs: 0 };
  }
  try {
    execFileSync('git', ['-C', ROOT, 'cat-file', '-e', `${commit}^{commit}`], { stdio: 'pipe' });
  } catch {
    throw new Error(`the previous release ${commit} is not in this clone (a shallow clone? fetch it with \`git fetch --unshallow\`)`);
  }
  const started = Date.now();
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  const archive = path.join(root, '.release.tar');
  execFileSync('git', ['-C', ROOT, 'archive', '--format=tar', '-o', archive, commit], { stdio: 'pipe' });
  execFileSync('tar', ['-xf', archive, '-C', root], { stdio: 'pipe' });
  fs.rmSync(archive);
  linkPackages(root);
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build-if-needed.js'), '--force'], { cwd: root, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });
  fs.writeFileSync(built, `${commit}\n`);
  return { commit, root, buildMs: Date.now() - started };
}

/** Points the previous release's node_modules at this tree's (the link is made again if it points elsewhere). */
function linkPackages(root: string): void {
  const link = path.join(root, 'node_modules');
  const target = path.join(ROOT, 'node_modules');
  let current: string | null = null;
  try {
    current = fs.readlinkSync(link);
  } catch {
    // no link yet
  }
  if (current === target) return;
  fs.rmSync(link, { recursive: true, force: true });
  fs.symlinkSync(target, link, 'dir');
}
