/**
 * Turns a fetched page's bytes into text. Brazilian sites still serve ISO-8859-1 (often saying so only in a
 * <meta>, sometimes not at all), so the charset is read from the header, then the page's own <meta>, then a BOM;
 * without any, bytes that are not valid UTF-8 are read as Windows-1252 (the superset browsers use for Latin-1).
 */
export function decodeText(body: Buffer, contentType: string, isHtml: boolean): string {
  const label = charsetFromBom(body) ?? charsetOf(contentType) ?? (isHtml ? charsetFromMeta(body) : null);
  if (label) {
    const decoder = tryDecoder(label);
    if (decoder) return decoder.decode(body);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}

function tryDecoder(label: string): TextDecoder | null {
  try {
    return new TextDecoder(label.toLowerCase());
  } catch {
    return null;
  }
}

function charsetOf(value: string): string | null {
  const match = /charset\s*=\s*["']?([\w.:-]+)/i.exec(value);
  return match?.[1] ?? null;
}

function charsetFromBom(body: Buffer): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  return null;
}

/** `<meta charset="...">` or `<meta http-equiv="Content-Type" content="...; charset=...">` in the first 4 KB. */
function charsetFromMeta(body: Buffer): string | null {
  const head = body.subarray(0, 4096).toString('latin1');
  const direct = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head);
  return direct?.[1] ?? null;
}
