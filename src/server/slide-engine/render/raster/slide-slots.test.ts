import { describe, expect, it } from 'vitest';
import { createSlideSlots } from './slide-slots';

describe('slide slots', () => {
  it('never runs more tasks at once than it has slots, and runs them all', async () => {
    const slots = createSlideSlots(2);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const results = Array.from({ length: 6 }, (_, index) =>
      slots.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return index;
      }),
    );
    // Release whichever tasks started, until all six have run.
    for (let released = 0; released < 6; released++) {
      await expect.poll(() => releases.length).toBeGreaterThan(0);
      releases.shift()?.();
    }
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('frees the slot of a task that failed', async () => {
    const slots = createSlideSlots(1);
    await expect(slots.run(async () => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
    expect(await slots.run(async () => 'depois')).toBe('depois');
  });
});
