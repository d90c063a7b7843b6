import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Frees a slide's raw pixels (5.8 MB from Takumi) the moment they have been copied, instead of leaving them to
 * V8's garbage collector.
 *
 * V8 counts every ArrayBuffer's bytes as external memory and starts a full mark-compact of the JavaScript heap
 * each time ~64 MB more of it is alive: one every ten slides, ~3 ms a slide of a worker's CPU
 * (docs/decisions/0013-slides-drawn-by-takumi.md, follow-up of 2026-11-25, evening). Detaching the buffer with
 * `ArrayBuffer.prototype.transfer(0)` (ES2024) frees the memory and its count at once.
 *
 * Node 22 has `transfer`; Node 20's V8 has it behind `--harmony-rab-gsab-transfer`, a flag read when a context
 * is created, so it is set here and the method taken from a fresh context (it works on any context's
 * ArrayBuffer). Where neither works the buffer is left to the collector, as before: slower, never wrong.
 */
type Transfer = (this: ArrayBuffer, length: number) => ArrayBuffer;

function findTransfer(): Transfer | undefined {
  const own: unknown = Reflect.get(ArrayBuffer.prototype, 'transfer');
  if (typeof own === 'function') return own as Transfer;
  try {
    setFlagsFromString('--harmony-rab-gsab-transfer');
    const staged: unknown = runInNewContext('ArrayBuffer.prototype.transfer');
    return typeof staged === 'function' ? (staged as Transfer) : undefined;
  } catch {
    return undefined;
  }
}

let transfer: Transfer | null | undefined;

/** Whether `releasePixels` frees memory here (it always leaves the buffer unusable or untouched, never broken). */
export function canReleasePixels(): boolean {
  transfer ??= findTransfer() ?? null;
  return transfer !== null;
}

/**
 * Detaches `pixels`' memory: afterwards the view reads as empty (length 0). Only for a buffer nothing else
 * holds: Takumi's output once it has been copied.
 */
export function releasePixels(pixels: Uint8Array): void {
  if (!canReleasePixels() || !transfer) return;
  // A view into a pooled or shared buffer would take its neighbours with it.
  if (pixels.byteOffset !== 0 || pixels.byteLength !== pixels.buffer.byteLength) return;
  if (!(pixels.buffer instanceof ArrayBuffer)) return;
  transfer.call(pixels.buffer, 0);
}
