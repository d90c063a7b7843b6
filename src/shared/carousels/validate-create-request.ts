import { z } from 'zod';
import { OBJECTIVES, type Objective } from '../constants';
import { getFieldLabel, TEXT_FIELDS_BY_OBJECTIVE } from './fields';
import {
  type CreateFailureText,
  EDUCAR_MESSAGES,
  formatMissingFields,
  INVALID_FIELDS_TITLE,
  OBJECTIVE_MISSING,
  REQUIRED_FIELDS_TITLE,
  TEMPLATE_MISSING,
} from './messages';
import { type CreateCarouselRequest, createCarouselRequestSchema, templateVisualSchema } from './schemas';

/** What the create form shows as a toast, and the field to focus (a path in the request body). */
export interface CreateRequestFailure extends CreateFailureText {
  field?: string;
}

export type CreateRequestValidation =
  | { success: true; data: CreateCarouselRequest }
  | { success: false; error: CreateRequestFailure };

const FIELDS_PATH = 'campos_personalizados';

type UnknownRecord = Record<string, unknown>;

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

function fail(error: CreateRequestFailure): CreateRequestValidation {
  return { success: false, error };
}

/** Educar has one message per missing piece (docs/product-rules.md §5), reported one at a time in form order. */
function findMissingEducarField(fields: UnknownRecord): CreateRequestFailure | undefined {
  const missing = (description: string, path: string): CreateRequestFailure => ({
    title: REQUIRED_FIELDS_TITLE,
    description,
    field: `${FIELDS_PATH}.${path}`,
  });
  if (isBlank(fields.titulo)) return missing(EDUCAR_MESSAGES.tituloRequired, 'titulo');
  if (isBlank(fields.introducao)) return missing(EDUCAR_MESSAGES.introducaoRequired, 'introducao');
  const points = fields.pontos;
  if (!Array.isArray(points) || points.length === 0) return missing(EDUCAR_MESSAGES.pontosRequired, 'pontos');
  for (const [index, point] of points.entries()) {
    const item = isRecord(point) ? point : {};
    if (isBlank(item.titulo)) return missing(EDUCAR_MESSAGES.pontoTituloRequired, `pontos.${index}.titulo`);
    if (isBlank(item.descricao)) {
      return missing(EDUCAR_MESSAGES.pontoDescricaoRequired, `pontos.${index}.descricao`);
    }
  }
  return undefined;
}

function findMissingFields(objective: Objective, fields: UnknownRecord): CreateRequestFailure | undefined {
  if (objective === 'educar') return findMissingEducarField(fields);
  const missing = TEXT_FIELDS_BY_OBJECTIVE[objective].filter(
    (spec) => spec.required && isBlank(fields[spec.key]),
  );
  const first = missing[0];
  if (!first) return undefined;
  return {
    title: REQUIRED_FIELDS_TITLE,
    description: formatMissingFields(missing.map((spec) => spec.label)),
    field: `${FIELDS_PATH}.${first.key}`,
  };
}

function describeIssue(objective: Objective, issue: z.core.$ZodIssue): CreateRequestFailure {
  const path = issue.path.map(String);
  const isField = path[0] === FIELDS_PATH;
  const fieldPath = isField ? path.slice(1).join('.') : path.join('.');
  const label = getFieldLabel(objective, fieldPath);
  return {
    title: INVALID_FIELDS_TITLE,
    // Fields get their label in front; a top-level choice (the format) has a message that names itself.
    description: isField && fieldPath ? `${label}: ${issue.message}` : issue.message,
    field: path.join('.') || undefined,
  };
}

/**
 * Checks a create request in the order of docs/product-rules.md §5 and returns the first failure:
 * 1) template chosen, 2) required fields filled (after the objective is known),
 * then anything else the schema rejects (too long, bad image URL). Step 3, the credit
 * balance, is the caller's (see INSUFFICIENT_CREDITS).
 */
export function validateCreateRequest(input: unknown): CreateRequestValidation {
  const body = isRecord(input) ? input : {};
  if (!templateVisualSchema.safeParse(body.template_visual).success) {
    return fail({ ...TEMPLATE_MISSING, field: 'template_visual' });
  }
  const objective = z.enum(OBJECTIVES).safeParse(body.objetivo);
  if (!objective.success) return fail({ ...OBJECTIVE_MISSING, field: 'objetivo' });
  const fields = isRecord(body[FIELDS_PATH]) ? body[FIELDS_PATH] : {};
  const missing = findMissingFields(objective.data, fields);
  if (missing) return fail(missing);
  const parsed = createCarouselRequestSchema.safeParse(input);
  if (parsed.success) return { success: true, data: parsed.data };
  const [issue] = parsed.error.issues;
  if (!issue) return fail({ title: INVALID_FIELDS_TITLE, description: 'Tente novamente.' });
  return fail(describeIssue(objective.data, issue));
}
