import type { EditedSlide } from '../../../../shared/carousels/edit-slides';
import { EDIT_SLIDE_RANGE } from '../../../../shared/carousels/slide-limits';

/**
 * The editor's slides, each with a stable key for React and drag-and-drop. Pure functions: the page keeps
 * the list in state and every action returns the next one. The cover stays first (the server refuses a
 * carousel whose first slide is not the cover), so it never moves, duplicates or goes away.
 */
export interface EditorSlide {
  key: string;
  slide: EditedSlide;
}

let nextKey = 0;
export const keyed = (slide: EditedSlide): EditorSlide => ({ key: `s${nextKey++}`, slide });

export const canAdd = (slides: readonly EditorSlide[]) => slides.length < EDIT_SLIDE_RANGE.max;
export const canRemove = (slides: readonly EditorSlide[], index: number) =>
  index > 0 && slides.length > EDIT_SLIDE_RANGE.min;
export const canMove = (slides: readonly EditorSlide[], from: number, to: number) =>
  from > 0 && to > 0 && to < slides.length && from < slides.length;

export function moveSlide(slides: readonly EditorSlide[], from: number, to: number): EditorSlide[] {
  if (!canMove(slides, from, to)) return [...slides];
  const next = [...slides];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

export function removeSlide(slides: readonly EditorSlide[], index: number): EditorSlide[] {
  return canRemove(slides, index) ? slides.filter((_, position) => position !== index) : [...slides];
}

export function duplicateSlide(slides: readonly EditorSlide[], index: number): EditorSlide[] {
  const source = slides[index];
  if (!source || index === 0 || !canAdd(slides)) return [...slides];
  return [...slides.slice(0, index + 1), keyed({ ...source.slide }), ...slides.slice(index + 1)];
}

/** A new content slide goes before the closing slides; a new closing slide goes last. */
export function addSlide(slides: readonly EditorSlide[], kind: 'content' | 'closing'): EditorSlide[] {
  if (!canAdd(slides)) return [...slides];
  const fresh = keyed({
    kind,
    eyebrow: null,
    title: kind === 'closing' ? 'Gostou? Salve e compartilhe' : 'Novo slide',
    body: null,
  });
  if (kind === 'closing') return [...slides, fresh];
  const firstClosing = slides.findIndex((item) => item.slide.kind === 'closing');
  const at = firstClosing === -1 ? slides.length : firstClosing;
  return [...slides.slice(0, at), fresh, ...slides.slice(at)];
}

export function updateSlide(
  slides: readonly EditorSlide[],
  index: number,
  patch: Partial<EditedSlide>,
): EditorSlide[] {
  return slides.map((item, position) =>
    position === index ? { ...item, slide: { ...item.slide, ...patch } } : item,
  );
}

/**
 * 'Desfazer' after a delete: the slide goes back where it was (or as near as the list now allows), unless it
 * is already there or the list is full.
 */
export function restoreSlide(
  slides: readonly EditorSlide[],
  removed: EditorSlide,
  index: number,
): EditorSlide[] {
  if (slides.some((item) => item.key === removed.key) || !canAdd(slides)) return [...slides];
  const at = Math.max(1, Math.min(index, slides.length));
  return [...slides.slice(0, at), removed, ...slides.slice(at)];
}
