/**
 * The limits a slide's words must keep so the renderer draws them whole at a readable size (past them text
 * would have to shrink too far), and Instagram's caption limits. The writer's checks, the editor's form and
 * the edit API read them from here.
 */
export const SLIDE_TEXT_LIMITS = { eyebrow: 40, title: 200, body: 600 } as const;

/** Slides a saved edit may hold: a cover, at least one idea and a closing; at most what a post reads well. */
export const EDIT_SLIDE_RANGE = { min: 3, max: 12 } as const;

/** Instagram's caption limits: 2,200 characters and 30 hashtags. */
export const CAPTION_LIMITS = { chars: 2200, hashtags: 30 } as const;

/** The hashtags of a caption as Instagram counts them: `#` followed by letters, digits or `_`. */
export function listHashtags(caption: string): string[] {
  return caption.match(/#[\p{L}\p{N}_]+/gu) ?? [];
}
