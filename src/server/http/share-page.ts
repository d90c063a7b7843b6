import { SHARED_CAROUSEL_DATA_ID, sharedSlides, slideImageOf } from '../../shared/share-links/paths';
import type { SharedCarousel } from '../../shared/share-links/schemas';

/** `text` safe inside a double-quoted HTML attribute. */
const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * JSON safe inside a `<script>` element: no `<` (so no `</script>` or `<!--` can end or bend it), no `>` or `&`,
 * and the two line separators JavaScript once refused in strings, all written as JSON escapes of themselves.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * share.html for a live link (docs/decisions/0018-fast-on-a-phone.md, step 8): the first slide's image, the
 * page's largest paint, preloaded at high priority from the head (the same address, the same type, the page's
 * `<img>` then shows), and the link's answer (what SHARE_LINK_ENDPOINTS.open answers) in a
 * `<script type="application/json">`, so the page draws the carousel without asking for it first.
 */
export function withSharedCarousel(html: string, shared: SharedCarousel): string {
  const first = sharedSlides(shared.arquivos)[0];
  const image = first ? slideImageOf(first) : null;
  const preload = image
    ? `<link rel="preload" as="image" fetchpriority="high" type="${image.type}" href="${attribute(image.src)}" />\n`
    : '';
  const data = `<script type="application/json" id="${SHARED_CAROUSEL_DATA_ID}">${scriptJson(shared)}</script>\n`;
  // Replaced by functions: a string replacement would read `$&`, `$'`... in the carousel's theme as patterns.
  return html.replace('</head>', () => `${preload}</head>`).replace('</body>', () => `${data}</body>`);
}
