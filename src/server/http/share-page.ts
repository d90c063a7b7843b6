import { SLIDE_FORMAT_INFO } from '../../shared/carousels/formats';
import { formatInstant } from '../../shared/dates';
import {
  SHARED_CAROUSEL_DATA_ID,
  sharedDownloads,
  sharedSlideAlt,
  sharedSlides,
  sharedTitleOf,
  slideImageOf,
} from '../../shared/share-links/paths';
import type { SharedCarousel } from '../../shared/share-links/schemas';

/** `text` safe as HTML text or inside a double-quoted attribute. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

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

/** The file, beside share.html in the built web app, that holds a live link's page as a template. */
export const SHARED_CAROUSEL_TEMPLATE_FILE = 'share-live.json';

/**
 * A live link's page as the build draws it from the shared carousel's screen (scripts/build-web.ts
 * `writeSharedCarouselTemplate`), with a marker (`templateMarker`) for every value of the link: `page` is
 * share.html with the screen's live state in `#root` (markers `title`, `madeOn`, `slides`, `downloads`), the other
 * parts are what `page` holds once per carousel or per file: `madeOn` ('Feito em', marker `date`), `slides` (the
 * strip, `items`), `firstSlide` (`href`, `src`, `alt`, `width`, `height`), `slide` (each other slide's place, a
 * link without its image until the page's script draws it: `href`, `alt`, `width`, `height`), `mainDownload` (the
 * ZIP) and `download` (the PDF) (`href`, `name`, `label`).
 */
export interface SharedCarouselTemplate {
  page: string;
  madeOn: string;
  slides: string;
  firstSlide: string;
  slide: string;
  mainDownload: string;
  download: string;
}

/** Where the value `name` goes in a template: nothing React escapes, nothing a screen writes itself. */
export const templateMarker = (name: string) => `{{${name}}}`;

/**
 * `template` with each marker replaced by its value in `html` (HTML already: escaped text or a filled part), in
 * one pass, so a value is never read again for markers (a theme may well contain `{{title}}` or `$&`). A marker
 * without a value is an error: the template and this file disagree.
 */
function fill(template: string, html: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = html[name];
    if (value === undefined) throw new Error(`modelo da página compartilhada: ${name} sem valor`);
    return value;
  });
}

/**
 * The live screen of `shared`, from `template`: what `SharedCarouselScreen` draws for it (the same values, from
 * the same functions of src/shared/share-links/paths.ts), but for the slides after the first, whose place is
 * painted without their image (`SharedSlidePlaceholder`); every text of the link (the theme, the files' names and
 * addresses) escaped.
 */
function paintedScreen(template: SharedCarouselTemplate, shared: SharedCarousel): string {
  const slides = sharedSlides(shared.arquivos);
  const size = SLIDE_FORMAT_INFO[shared.formato];
  const items = slides.map((file, index) =>
    fill(index === 0 ? template.firstSlide : template.slide, {
      href: escapeHtml(file.url),
      src: escapeHtml(slideImageOf(file).src),
      alt: escapeHtml(sharedSlideAlt(index + 1, slides.length)),
      width: String(size.width),
      height: String(size.height),
    }),
  );
  const downloads = sharedDownloads(shared.arquivos).map(({ file, primary, label }) =>
    fill(primary ? template.mainDownload : template.download, {
      href: escapeHtml(file.url),
      name: escapeHtml(file.nome),
      label: escapeHtml(label),
    }),
  );
  return fill(template.page, {
    title: escapeHtml(sharedTitleOf(shared.tema)),
    madeOn: shared.dataFinalizacao
      ? fill(template.madeOn, { date: escapeHtml(formatInstant(shared.dataFinalizacao)) })
      : '',
    slides: items.length > 0 ? fill(template.slides, { items: items.join('') }) : '',
    downloads: downloads.join(''),
  });
}

/**
 * The page of a live link (docs/decisions/0018-fast-on-a-phone.md, steps 8 and 11): the carousel painted into it
 * (its title, the strip with the first slide, the downloads: `template`, filled with the link's values), so the
 * largest paint, the first slide, needs the HTML and the image only; that image preloaded at high priority from the
 * head (the same address, the same type, as the page's `<img>`); and the link's answer (what
 * SHARE_LINK_ENDPOINTS.open answers) in a `<script type="application/json">`, from which the page's script draws
 * the same screen over the painted copy, with no read of its own.
 */
export function withSharedCarousel(template: SharedCarouselTemplate, shared: SharedCarousel): string {
  const first = sharedSlides(shared.arquivos)[0];
  // Only a small copy: a slide stored before copies shows its full PNG, sent `no-store`, which Chromium never
  // reuses from a preload (it would be downloaded twice); the painted `<img>` asks for it early enough.
  const image = first?.miniatura ? slideImageOf(first) : null;
  const preload = image
    ? `<link rel="preload" as="image" fetchpriority="high" type="${image.type}" href="${escapeHtml(image.src)}" />\n`
    : '';
  const data = `<script type="application/json" id="${SHARED_CAROUSEL_DATA_ID}">${scriptJson(shared)}</script>\n`;
  // Replaced by functions: a string replacement would read `$&`, `$'`... in the carousel's theme as patterns.
  return paintedScreen(template, shared)
    .replace('</head>', () => `${preload}</head>`)
    .replace('</body>', () => `${data}</body>`);
}
