// Admin-entered ad markup is never put into the page as-is. A recognised AdSense or Ezoic snippet
// is reduced to its ids (checked against strict patterns) and rendered from a fixed template;
// anything else is "other" and only ever runs inside a sandboxed iframe.

export type AdCodeShape =
  | { kind: 'adsense'; client: string; slot: string; format: string | null; fullWidthResponsive: boolean }
  | { kind: 'ezoic'; placeholderId: number }
  | { kind: 'other' };

const ADSENSE_CLIENT = /data-ad-client\s*=\s*["'](ca-pub-\d{10,20})["']/i;
const ADSENSE_CLIENT_IN_SRC = /adsbygoogle\.js\?client=(ca-pub-\d{10,20})/i;
const ADSENSE_SLOT = /data-ad-slot\s*=\s*["'](\d{6,14})["']/i;
const ADSENSE_FORMAT = /data-ad-format\s*=\s*["'](auto|fluid|rectangle|horizontal|vertical)["']/i;
const ADSENSE_FULL_WIDTH = /data-full-width-responsive\s*=\s*["']true["']/i;
const EZOIC_PLACEHOLDER = /ezoic-pub-ad-placeholder-(\d{1,6})\b/i;
const EZOIC_SHOW_ADS = /ezstandalone\.showAds\(\s*(\d{1,6})\s*\)/i;

export function parseAdCode(adType: string, code: string | null | undefined): AdCodeShape {
  const text = code ?? '';
  if (adType === 'adsense') {
    const client = text.match(ADSENSE_CLIENT)?.[1] ?? text.match(ADSENSE_CLIENT_IN_SRC)?.[1];
    const slot = text.match(ADSENSE_SLOT)?.[1];
    if (client && slot) {
      return {
        kind: 'adsense',
        client,
        slot,
        format: text.match(ADSENSE_FORMAT)?.[1]?.toLowerCase() ?? null,
        fullWidthResponsive: ADSENSE_FULL_WIDTH.test(text),
      };
    }
  }
  if (adType === 'ezoic') {
    const id = text.match(EZOIC_PLACEHOLDER)?.[1] ?? text.match(EZOIC_SHOW_ADS)?.[1];
    if (id) return { kind: 'ezoic', placeholderId: Number(id) };
  }
  return { kind: 'other' };
}

export function parseDimensions(dimensions: string | null | undefined): { width: number; height: number } {
  const match = /^(\d{1,4})x(\d{1,4})$/.exec(dimensions ?? '');
  return match ? { width: Number(match[1]), height: Number(match[2]) } : { width: 728, height: 90 };
}

export const ADSENSE_SCRIPT_ORIGIN = 'https://pagead2.googlesyndication.com';
export const EZOIC_SCRIPT_ORIGINS = ['https://www.ezojs.com', 'https://cmp.gatekeeperconsent.com', 'https://the.gatekeeperconsent.com'];
