/**
 * Backdrops' RGB pixels by key, least recently used dropped past a byte budget. A template's backdrop for a
 * slide position is the same in every carousel, so a worker draws it once and copies it under each slide's text
 * (raster/composite-over.ts). A backdrop being drawn is shared by the slides asking for it meanwhile.
 */
export interface BackdropCache {
  get(key: string, draw: () => Promise<Buffer>): Promise<Buffer>;
  /** Bytes of pixels kept (for tests and the bench). */
  readonly bytes: number;
}

export function createBackdropCache(maxBytes: number): BackdropCache {
  const entries = new Map<string, Promise<Buffer>>();
  const sizes = new Map<string, number>();
  let bytes = 0;

  function forget(key: string): void {
    bytes -= sizes.get(key) ?? 0;
    sizes.delete(key);
    entries.delete(key);
  }

  function trim(): void {
    // Maps iterate in insertion order: the first key is the least recently used.
    for (const key of entries.keys()) {
      if (bytes <= maxBytes) return;
      if (sizes.has(key)) forget(key);
    }
  }

  return {
    get(key, draw) {
      const cached = entries.get(key);
      if (cached) {
        entries.delete(key);
        entries.set(key, cached);
        return cached;
      }
      const drawing = draw().then(
        (pixels) => {
          if (entries.get(key) === drawing) {
            sizes.set(key, pixels.length);
            bytes += pixels.length;
            trim();
          }
          return pixels;
        },
        (error: unknown) => {
          if (entries.get(key) === drawing) entries.delete(key);
          throw error;
        },
      );
      entries.set(key, drawing);
      return drawing;
    },
    get bytes() {
      return bytes;
    },
  };
}
