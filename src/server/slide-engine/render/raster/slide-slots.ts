import { availableParallelism } from 'node:os';

/**
 * At most one slide per core is drawn and encoded at once in the whole process, whatever the number of
 * carousels in progress. Takumi and sharp run on libuv's threads: two carousels of two lanes each put four
 * slides on two cores, which bought no speed and cost CPU (cores switching between native jobs) and memory
 * (each slide in flight holds ~12 MB of raw pixels). See docs/decisions/0013-slides-drawn-by-takumi.md.
 */
export interface SlideSlots {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createSlideSlots(size: number): SlideSlots {
  let busy = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(task) {
      if (busy >= size) await new Promise<void>((resolve) => waiting.push(resolve));
      else busy++;
      try {
        return await task();
      } finally {
        // The slot passes straight to the next task waiting, or is freed.
        const next = waiting.shift();
        if (next) next();
        else busy--;
      }
    },
  };
}

let shared: SlideSlots | undefined;

/** The process's slots: one per core. */
export function getSlideSlots(): SlideSlots {
  shared ??= createSlideSlots(Math.max(1, availableParallelism()));
  return shared;
}
