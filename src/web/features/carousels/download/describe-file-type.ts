const NAMES: Record<string, string> = {
  'application/zip': 'ZIP',
  'application/x-zip-compressed': 'ZIP',
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
};

/** 'application/zip' -> 'ZIP': the type as people call it, else the file's extension, else as stored. */
export function describeFileType(tipo: string, nome: string): string {
  const known = NAMES[tipo.trim().toLowerCase()];
  if (known) return known;
  const extension = /\.([a-z0-9]{1,8})$/i.exec(nome)?.[1];
  if (extension) return extension.toUpperCase();
  return tipo.trim() || 'Arquivo';
}

/** docs/product-rules.md §2: an absolute http(s) url opens in a new tab ('Abrir'); our own paths download ('Baixar'). */
export function isExternalUrl(url: string): boolean {
  return url.startsWith('http');
}
