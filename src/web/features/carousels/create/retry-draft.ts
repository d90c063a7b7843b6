import { SLIDE_FORMATS } from '../../../../shared/carousels/formats';
import { type CreateObjective, parseObjectiveParam } from '../objective-param';
import type { Carousel } from '../to-carousel';
import { type CreateFormValues, EMPTY_CREATE_FORM, getObjectiveFields } from './build-request';

/**
 * 'Tentar novamente' on a failed carousel, and 'Duplicar' on a finished one, open /criar on its objective with
 * its words, template and format (retrato, quadrado or stories) already filled in (router state, so a reload or a shared link starts clean). The cover image is chosen again: the
 * upload widget shows only what was picked on this page.
 */
export interface RetryDraft {
  retryOf: string;
  values: CreateFormValues;
}

export function buildRetryLink(carousel: Carousel): { to: string; state: RetryDraft } | null {
  const objective = parseObjectiveParam(carousel.objetivo ?? carousel.tipoCarrossel);
  if (!objective) return null;
  const campos: Record<string, string> = {};
  for (const field of getObjectiveFields(objective)) {
    const value = carousel.camposPersonalizados[field.key];
    if (typeof value === 'string') campos[field.key] = value;
  }
  return {
    to: `/criar?tipo=${objective}`,
    state: {
      retryOf: carousel.id,
      values: {
        ...EMPTY_CREATE_FORM,
        campos,
        template_visual: carousel.templateVisual ?? '',
        formato: carousel.formato,
      },
    },
  };
}

/** The form's starting values: the retried carousel's when the page was opened from its card, else empty. */
export function readRetryDraft(state: unknown, objective: CreateObjective | null): CreateFormValues {
  if (!objective || !state || typeof state !== 'object' || !('values' in state)) return EMPTY_CREATE_FORM;
  const values = (state as Partial<RetryDraft>).values;
  if (!values || typeof values !== 'object') return EMPTY_CREATE_FORM;
  const campos: Record<string, string> = {};
  for (const field of getObjectiveFields(objective)) {
    const value = values.campos?.[field.key];
    if (typeof value === 'string') campos[field.key] = value;
  }
  return {
    ...EMPTY_CREATE_FORM,
    campos,
    template_visual: typeof values.template_visual === 'string' ? values.template_visual : '',
    formato: SLIDE_FORMATS.find((format) => format === values.formato) ?? EMPTY_CREATE_FORM.formato,
  };
}
