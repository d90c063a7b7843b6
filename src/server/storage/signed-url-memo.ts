/**
 * Links to private objects are signed for a time window: signed at the window's start and valid for two, so the
 * same object keeps the same link for a whole window (a browser reuses the image it cached on the last poll of
 * the history) and every link handed out still works for at least one full window. Within a window a link is
 * therefore computed once per object and remembered, instead of on every read of every slide
 * (docs/decisions/0016-reads-at-scale.md).
 */
export interface SignedUrlMemo {
  /** The link for `cacheKey` in the current window, made by `sign(windowStartMs)` the first time only. */
  get(cacheKey: string, sign: (windowStartMs: number) => Promise<string> | string): Promise<string>;
}

/** Enough for every slide of every carousel a busy node shows within a window; beyond it, start over. */
const MAX_REMEMBERED = 50_000;

export function createSignedUrlMemo(windowMs: number, now: () => number = Date.now): SignedUrlMemo {
  let currentWindow = Number.NaN;
  const links = new Map<string, string>();
  return {
    async get(cacheKey, sign) {
      const windowStart = Math.floor(now() / windowMs) * windowMs;
      if (windowStart !== currentWindow || links.size >= MAX_REMEMBERED) {
        links.clear();
        currentWindow = windowStart;
      }
      const remembered = links.get(cacheKey);
      if (remembered !== undefined) return remembered;
      const link = await sign(windowStart);
      // A window that ended while signing keeps its own link out of the next window's memory.
      if (currentWindow === windowStart) links.set(cacheKey, link);
      return link;
    },
  };
}
