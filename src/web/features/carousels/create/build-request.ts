import { TEXT_FIELDS_BY_OBJECTIVE, type TextFieldSpec } from '../../../../shared/carousels/fields';
import { DEFAULT_SLIDE_FORMAT, type SlideFormat } from '../../../../shared/carousels/formats';
import type { Objective } from '../../../../shared/constants';

/** What the create form holds: every text field as typed, the chosen template id, the cover url, the format. */
export interface CreateFormValues {
  campos: Record<string, string>;
  template_visual: string;
  imagemUrl: string;
  formato: SlideFormat;
  /** The brand kit chosen on the form; '' for the workspace's default. */
  id_marca: string;
}

export const EMPTY_CREATE_FORM: CreateFormValues = {
  campos: {},
  template_visual: '',
  imagemUrl: '',
  formato: DEFAULT_SLIDE_FORMAT,
  id_marca: '',
};

export function getObjectiveFields(objective: Objective): readonly TextFieldSpec[] {
  return TEXT_FIELDS_BY_OBJECTIVE[objective];
}

function isBlank(value: string | undefined): boolean {
  return (value ?? '').trim() === '';
}

/**
 * The body of POST /api/carousels for the chosen objective: only that objective's fields (a value left from
 * another objective's form never leaks in), a blank optional field left out, the cover only when uploaded,
 * the brand kit only when one was chosen (else the server signs with the default).
 * It goes through the shared validateCreateRequest before it is sent.
 */
export function buildCreateRequest(objective: Objective, values: CreateFormValues) {
  const campos: Record<string, string> = {};
  for (const field of getObjectiveFields(objective)) {
    const value = values.campos[field.key] ?? '';
    if (field.required || !isBlank(value)) campos[field.key] = value;
  }
  if (!isBlank(values.imagemUrl)) campos.imagemUrl = values.imagemUrl;
  return {
    objetivo: objective,
    campos_personalizados: campos,
    template_visual: values.template_visual,
    formato: values.formato,
    ...(values.id_marca ? { id_marca: values.id_marca } : {}),
  };
}

/** The required fields still blank, in form order (each gets its own inline message). */
export function findMissingFields(objective: Objective, campos: Record<string, string>): TextFieldSpec[] {
  return getObjectiveFields(objective).filter((field) => field.required && isBlank(campos[field.key]));
}
