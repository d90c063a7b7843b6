/**
 * The pt-BR texts of carousel creation (docs/product-rules.md §5 and §8). The web form, the API and the
 * tests import them from here so a wording change happens in one place.
 */

export interface CreateFailureText {
  title: string;
  description: string;
}

/** Step 1 of the spec's order: no template chosen (toast texts). */
export const TEMPLATE_MISSING: CreateFailureText = {
  title: 'Template visual não selecionado',
  description: 'Por favor, escolha um estilo visual para o seu carrossel.',
};

/** Field-level schema messages for template_visual: absent, then blank. */
export const TEMPLATE_REQUIRED_MESSAGE = 'A escolha do template visual é obrigatória.';
export const BRAND_CHOICE_MESSAGE = 'Escolha uma das marcas deste espaço de trabalho.';
export const TEMPLATE_BLANK_MESSAGE = 'Por favor, selecione um template visual.';

/** Not in the spec's list because the form disables submit without an objective; the API still needs it. */
export const OBJECTIVE_MISSING: CreateFailureText = {
  title: 'Objetivo não selecionado',
  description: 'Escolha o objetivo do seu carrossel.',
};
export const OBJECTIVE_REQUIRED_MESSAGE = 'Escolha o objetivo do seu carrossel.';

/** Step 2: blank required fields; the description lists the labels that are missing. */
export const REQUIRED_FIELDS_TITLE = 'Preencha os campos obrigatórios';
export function formatMissingFields(labels: readonly string[]): string {
  return `Faltando: ${labels.join(', ')}`;
}

/** Step 3: checked by the caller, which knows the balance. */
export const INSUFFICIENT_CREDITS: CreateFailureText = {
  title: 'Créditos insuficientes',
  description: 'Você precisa de pelo menos 1 crédito.',
};

/** After the spec's steps: a field is filled but unusable (too long, bad URL). */
export const INVALID_FIELDS_TITLE = 'Revise os campos';

export const EDUCAR_MESSAGES = {
  tituloRequired: 'O título é obrigatório.',
  introducaoRequired: 'A introdução é obrigatória.',
  pontosRequired: 'É necessário pelo menos um ponto ou passo.',
  pontoTituloRequired: 'O título do ponto é obrigatório.',
  pontoDescricaoRequired: 'A descrição do ponto é obrigatória.',
  imageUrlInvalid: 'URL da imagem inválida.',
} as const;

export const IMAGE_URL_INVALID_MESSAGE = EDUCAR_MESSAGES.imageUrlInvalid;

export function formatRequiredField(label: string): string {
  return `Preencha o campo “${label}”.`;
}

export function formatTooLong(max: number): string {
  return `Use no máximo ${max} caracteres.`;
}

export function formatTooManyPoints(max: number): string {
  return `Use no máximo ${max} pontos ou passos.`;
}

/**
 * What a carousel screen says when the list or one carousel cannot be read. The spec's own names for these
 * failures ('Failed to fetch carousels' / 'Failed to fetch carousel') stay on the Error for the console; a
 * person reads Portuguese.
 */
export const CAROUSEL_LOAD_MESSAGES = {
  list: 'Não foi possível carregar seus carrosséis.',
  one: 'Não foi possível carregar este carrossel.',
} as const;
