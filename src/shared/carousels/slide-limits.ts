import { formatCount } from '../numbers';
import { textSchema } from '../text';

/**
 * The limits a slide's words must keep so the renderer draws them whole at a readable size (past them text
 * would have to shrink too far), and Instagram's caption limits. The writer's checks, the editor's form and
 * the edit API read them from here.
 */
export const SLIDE_TEXT_LIMITS = { eyebrow: 40, title: 200, body: 600 } as const;

/** Slides a saved edit may hold: a cover, at least one idea and a closing; at most what a post reads well. */
export const EDIT_SLIDE_RANGE = { min: 3, max: 12 } as const;

/** Instagram's caption limits: 2,200 characters, 30 hashtags and 20 @ mentions. */
export const CAPTION_LIMITS = { chars: 2200, hashtags: 30, mentions: 20 } as const;

/** The hashtags of a caption as Instagram counts them: `#` followed by letters, digits or `_`. */
export function listHashtags(caption: string): string[] {
  return caption.match(/#[\p{L}\p{N}_]+/gu) ?? [];
}

/**
 * The @ mentions of a caption as Instagram counts them: `@` and a username (letters, digits, `.` and `_`), not
 * the middle of an e-mail address.
 */
export function listMentions(caption: string): string[] {
  return caption.match(/(?<![\p{L}\p{N}_.@])@[A-Za-z0-9._]*[A-Za-z0-9_]/gu) ?? [];
}

/** What a caption breaks of Instagram's limits, as the sentence a person reads; null when it fits. */
export function captionProblem(caption: string): string | null {
  if (caption.length > CAPTION_LIMITS.chars) {
    return `A legenda pode ter no máximo ${formatCount(CAPTION_LIMITS.chars)} caracteres (tem ${formatCount(caption.length)}).`;
  }
  const tags = listHashtags(caption).length;
  if (tags > CAPTION_LIMITS.hashtags) {
    return `A legenda pode ter no máximo ${CAPTION_LIMITS.hashtags} hashtags (tem ${tags}).`;
  }
  const mentions = listMentions(caption).length;
  if (mentions > CAPTION_LIMITS.mentions) {
    return `A legenda pode marcar no máximo ${CAPTION_LIMITS.mentions} perfis com @ (tem ${mentions}).`;
  }
  return null;
}

/** A caption within Instagram's limits (2,200 characters, 30 hashtags): the editor and the publish form. */
export const captionSchema = textSchema({ error: 'A legenda deve ser um texto.' })
  .max(CAPTION_LIMITS.chars, {
    error: `A legenda pode ter no máximo ${formatCount(CAPTION_LIMITS.chars)} caracteres.`,
  })
  .superRefine((legenda, context) => {
    // Past the length the max above already said it.
    const problem = legenda.length > CAPTION_LIMITS.chars ? null : captionProblem(legenda);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
