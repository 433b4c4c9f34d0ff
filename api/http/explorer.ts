// GET /graphql/explorer: the GraphQL explorer (GraphiQL) for integrators, a small page of its own.
// Its scripts are the 'explorer' entry of the web build (web/explorer/, listed apart in
// dist/web/manifest.json): the public pages never load them and the service worker never keeps
// them. It talks to /graphql on this origin only, and says so in its own CSP.
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { EXPLORER_ENTRY, EXPLORER_NOT_BUILT, EXPLORER_TITLE } from '../domain/explorer';
import { escapeHtml } from '../domain/seo';

/**
 * Only what GraphiQL needs: its scripts and workers from this origin, requests to this origin.
 * Styles: the editor (Monaco) writes its theme and decorations into <style> elements it creates
 * at run time, with no way to give them a nonce, so inline styles are allowed (styles run no code).
 * Fonts and icons come inlined in its CSS (data:).
 */
export const EXPLORER_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A tool page, not content: no search engine lists it or follows it. */
const NOINDEX = 'noindex, nofollow';

/** The explorer's files in the build's manifest, or null while the web app is not built. */
function explorerFiles(webDir: string): string[] | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(webDir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
    const files = manifest[EXPLORER_ENTRY];
    return Array.isArray(files) && files.every((f) => typeof f === 'string') ? files : null;
  } catch {
    return null;
  }
}

export function explorerDocument(files: string[]): string {
  const styles = files.filter((f) => f.endsWith('.css')).map((f) => `<link rel="stylesheet" href="/${escapeHtml(f)}">`);
  const scripts = files.filter((f) => f.endsWith('.js')).map((f) => `<script defer src="/${escapeHtml(f)}"></script>`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="${NOINDEX}">
<title>${escapeHtml(EXPLORER_TITLE)}</title>
<link rel="icon" type="image/png" sizes="32x32" href="/icons/favicon-32.png"><link rel="icon" type="image/svg+xml" href="/icons/icon.svg">
${styles.join('\n')}
${scripts.join('\n')}
</head>
<body>
<div id="explorer"></div>
<noscript>The GraphQL explorer needs JavaScript. The API itself does not: see docs/integrators.md.</noscript>
</body>
</html>
`;
}

/**
 * The page, made once from the build's manifest (a new build comes with a new process). Sent with
 * `no-cache`: its script names change with every build.
 */
export function explorerHandler(webDir: string): RequestHandler {
  let html: string | null = null;
  return (_req, res) => {
    if (html === null) {
      const files = explorerFiles(webDir);
      if (!files) {
        res.status(503).set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': NOINDEX }).json({ message: EXPLORER_NOT_BUILT });
        return;
      }
      html = explorerDocument(files);
    }
    res
      .status(200)
      .set({
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Content-Security-Policy': EXPLORER_CSP,
        'X-Robots-Tag': NOINDEX,
      })
      .send(html);
  };
}
