// The page's styles, from the server's render to the browser's emotion cache, with no <style>
// element moved on the way.
//
// Emotion's browser cache, when created, moves every server <style> it finds (data-emotion) to the
// end of <head>, and adopts them into its sheet with one more move. Moving an element makes the
// browser drop its style sheet and parse it again, and match every element against it: the page's
// sheet is 100-170 KB, which cost about 30 ms of the first script's task at a phone's speed. The
// server's elements are in <head> already and outside what React hydrates, so:
// - the page's own styles (cache key "css") go out under an attribute emotion does not look for,
//   and the browser marks their rules as inserted itself (adoptServerStyles), as emotion would;
// - the global ones (CssBaseline, keyframes: key "css-global", a few KB) are marked as already
//   placed (data-s), so only emotion's <Global> adopts each, as it does.
import type { EmotionCache } from '@emotion/cache';

/** Emotion's cache key for the page's styles, on the server and in the browser. */
export const EMOTION_KEY = 'css';

/** The attribute the page's own style element carries instead of emotion's data-emotion. */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/** The server's style tags (from emotion's constructStyleTagsFromChunks), marked as above. */
export function markServerStyles(tags: string): string {
  return tags
    .replace(new RegExp(`<style data-emotion="${EMOTION_KEY} `, 'g'), `<style ${SERVER_STYLES_ATTRIBUTE}="${EMOTION_KEY} `)
    .replace(/<style data-emotion="/g, '<style data-s="" data-emotion="');
}

/** In the browser: the server's rules count as inserted, so hydration inserts none of them again. */
export function adoptServerStyles(cache: EmotionCache, root: ParentNode = document): number {
  let adopted = 0;
  for (const element of root.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}^="${cache.key} "]`)) {
    const [, ...ids] = (element.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '').split(' ');
    for (const id of ids) if (id) cache.inserted[id] = true;
    adopted += ids.length;
  }
  return adopted;
}
