/**
 * The parts of a page that are not the article: what Readability misses on Brazilian sites, whose classes and
 * texts are Portuguese ("leia-tambem", "compartilhe", "publicidade", "comentarios"). Removed before reading, and
 * any paragraph that still reads like furniture is dropped after.
 */
export const FURNITURE_SELECTORS = [
  'script:not([type="application/ld+json"])',
  'style',
  'noscript',
  'template',
  'iframe',
  'nav',
  'header',
  'footer',
  'aside',
  'form',
  'button',
  'figure figcaption',
  '[role="navigation"]',
  '[role="banner"]',
  '[role="contentinfo"]',
  '[role="complementary"]',
  '[aria-hidden="true"]',
  '[hidden]',
].join(',');

/** Class or id fragments that mark furniture, in English and Portuguese. */
const FURNITURE_NAME =
  /(^|[\s_-])(menu|cookie|cookies|consent|lgpd|gdpr|share|sharing|social|compartilh\w*|redes-sociais|comment\w*|comentario\w*|disqus|related|relacionad\w*|leia-?tambem|leia-?mais|veja-?tambem|saiba-?mais|mais-lidas|newsletter|assine|assinatura|subscribe|paywall|ads?|advert\w*|publicidade|anuncio\w*|banner|sponsor\w*|patrocinad\w*|sidebar|breadcrumbs?|tags|author-box|autor-box|bio|rodape|popup|modal|widget)($|[\s_-])/i;

export function looksLikeFurnitureName(name: string): boolean {
  return FURNITURE_NAME.test(name);
}

/** Lines that are furniture whatever box they sit in. */
const FURNITURE_TEXT = [
  /^(leia|veja|saiba) (também|mais)\b/i,
  /^(mais lidas|relacionadas|notícias relacionadas|conteúdo relacionado|recomendado para você)\b/i,
  /^(compartilhe|compartilhar)\b/i,
  /\b(whatsapp|facebook|twitter|telegram|linkedin)\b.*\b(whatsapp|facebook|twitter|telegram|linkedin|e-?mail)\b/i,
  /\bcookies?\b.*\b(aceit|concord|política|utiliza|usamos|navega)/i,
  /\b(aceit|concord|política|utiliza|usamos|navega)\w*\b.*\bcookies?\b/i,
  /^publicidade$/i,
  /^(continua|continue) (depois|após) (da|a) publicidade/i,
  /^(assine|receba|inscreva-se|cadastre-se)\b.*\b(newsletter|notícias|e-?mail|grátis|gratuit)/i,
  /^siga (o|a|nos|-nos)\b/i,
  /^(deixe|escreva) (um|seu) comentário/i,
  /^\d+ comentários?$/i,
  /^comentários?$/i,
  /^(responder|denunciar|curtir)$/i,
  /^(foto|imagem|reprodução|crédito)s?:/i,
  /^tags?:/i,
  /^(todos os direitos reservados|©)/i,
];

export function looksLikeFurnitureText(text: string): boolean {
  const line = text.trim();
  return FURNITURE_TEXT.some((pattern) => pattern.test(line));
}
