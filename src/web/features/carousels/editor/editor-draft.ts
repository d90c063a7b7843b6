import { z } from 'zod';
import { slideTextSchema } from '../../../../shared/carousels/api';
import type { EditedSlide } from '../../../../shared/carousels/edit-slides';

/**
 * Unsaved edits kept in this browser (localStorage), one per carousel, so a crash, a reload or a closed tab
 * gives them back the next time the editor opens. Written on every change while the words differ from the
 * served version, removed on a save or when the user discards them. Nothing leaves the browser.
 */
export interface EditorState {
  slides: EditedSlide[];
  legenda: string;
  templateId: string;
}

const draftSchema = z.object({
  /** The served version the edits started from. */
  baseVersao: z.number().int().min(1),
  savedAt: z.string(),
  slides: z.array(slideTextSchema.partial({ image: true, variant: true })),
  legenda: z.string(),
  templateId: z.string(),
});
export type EditorDraft = z.infer<typeof draftSchema>;

const draftKey = (carouselId: string) => `carrossel:rascunho-edicao:${carouselId}`;

/** Storage may be missing or full (private windows, quotas): the draft is a convenience, never an error. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft(carouselId: string): EditorDraft | null {
  const raw = storage()?.getItem(draftKey(carouselId));
  if (!raw) return null;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(
  carouselId: string,
  baseVersao: number,
  state: EditorState,
  now = new Date(),
): void {
  const draft: EditorDraft = { baseVersao, savedAt: now.toISOString(), ...state };
  try {
    storage()?.setItem(draftKey(carouselId), JSON.stringify(draft));
  } catch {
    // Full storage: the leave warning still protects the edits.
  }
}

export function clearDraft(carouselId: string): void {
  storage()?.removeItem(draftKey(carouselId));
}

/** Whether the editor holds anything the served version does not. */
export function isChanged(state: EditorState, base: EditorState): boolean {
  return (
    state.legenda !== base.legenda ||
    state.templateId !== base.templateId ||
    JSON.stringify(state.slides.map(normalize)) !== JSON.stringify(base.slides.map(normalize))
  );
}

/** The same slide whether a field is absent, null or undefined. */
const normalize = (slide: EditedSlide) => ({
  kind: slide.kind,
  eyebrow: slide.eyebrow ?? null,
  title: slide.title,
  body: slide.body ?? null,
  image: slide.image ?? null,
  variant: slide.variant ?? null,
});
