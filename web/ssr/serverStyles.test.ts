import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { EMOTION_KEY, SERVER_STYLES_ATTRIBUTE, adoptServerStyles, markServerStyles } from './serverStyles';

const serverTags = (ids: string, css: string) => `<style data-emotion="css-global 1abc">body{margin:0}</style><style data-emotion="css ${ids}">${css}</style>`;

afterEach(() => {
  document.head.innerHTML = '';
});

describe('server styles', () => {
  it("move the page's own styles to an attribute emotion does not look for, and mark the global ones as placed", () => {
    expect(markServerStyles(serverTags('a1 b2', '.css-a1{color:red}'))).toBe(
      `<style data-s="" data-emotion="css-global 1abc">body{margin:0}</style><style ${SERVER_STYLES_ATTRIBUTE}="css a1 b2">.css-a1{color:red}</style>`,
    );
  });

  it('are adopted where they are: no element moves, and hydration inserts none of their rules again', () => {
    const serialized = serializeStyles([{ color: 'red' }]);
    document.head.innerHTML = `<meta name="first">${markServerStyles(serverTags(`${serialized.name} b2`, `.css-${serialized.name}{color:red;}`))}<script id="after"></script>`;
    const [global, page] = [...document.head.querySelectorAll('style')];
    const order = () => [...document.head.children].map((e) => e.getAttribute('name') ?? e.id ?? '');
    const before = order();
    const moved: Node[] = [];
    new MutationObserver((records) => records.forEach((r) => moved.push(...r.addedNodes))).observe(document.head, { childList: true });

    const cache = createCache({ key: EMOTION_KEY });
    expect(adoptServerStyles(cache)).toBe(2);
    insertStyles(cache, serialized, false);

    expect(cache.inserted[serialized.name]).toBe(true);
    expect(cache.inserted.b2).toBe(true);
    return Promise.resolve().then(() => {
      expect(moved).toEqual([]);
      expect(order()).toEqual(before);
      expect(document.head.querySelectorAll('style')).toHaveLength(2);
      expect(document.head.querySelectorAll('style')[0]).toBe(global);
      expect(document.head.querySelectorAll('style')[1]).toBe(page);
    });
  });

  it('leaves a rule the server did not send to emotion, which inserts it', () => {
    document.head.innerHTML = markServerStyles(serverTags('a1', '.css-a1{color:red}'));
    const cache = createCache({ key: EMOTION_KEY });
    adoptServerStyles(cache);
    const serialized = serializeStyles([{ color: 'blue' }]);
    insertStyles(cache, serialized, false);
    expect(cache.inserted[serialized.name]).toBeTruthy();
    expect(document.head.querySelectorAll('style').length).toBe(3);
  });
});
