// Third-party ad scripts are added from code (never from admin markup) and carry the page's CSP
// nonce, which the server writes into <meta name="csp-nonce"> of each HTML answer.
const added = new Set<string>();

export function cspNonce(): string | null {
  return document.head.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') || null;
}

export function addScriptOnce(src: string, attributes: { async?: boolean; crossOrigin?: string; data?: Record<string, string> } = {}): HTMLScriptElement | null {
  if (added.has(src) || Array.from(document.scripts).some((s) => s.getAttribute('src') === src)) return null;
  added.add(src);
  const script = document.createElement('script');
  script.src = src;
  script.async = attributes.async ?? true;
  if (attributes.crossOrigin) script.crossOrigin = attributes.crossOrigin;
  for (const [key, value] of Object.entries(attributes.data ?? {})) script.setAttribute(`data-${key}`, value);
  const nonce = cspNonce();
  if (nonce) {
    script.nonce = nonce;
    script.setAttribute('nonce', nonce);
  }
  script.onerror = () => added.delete(src);
  document.head.appendChild(script);
  return script;
}

/** For tests: forget which scripts were added. */
export function resetAddedScripts(): void {
  added.clear();
}
