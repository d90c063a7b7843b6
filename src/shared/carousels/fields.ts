import type { Objective } from '../constants';

/**
 * The content fields of each objective (docs/product-rules.md §3 and §5), in the order the form shows them
 * and the order the "Faltando: ..." message lists them.
 *
 * Why the caps: every field ends up on a 1080x1350 slide, and the renderer promises that
 * text always fits at a size readable on a phone. The caps below were chosen with the
 * renderer (see src/server/slide-engine/render/text): at these lengths every template still
 * lays the text out at or above its minimum body size (about 30 px on a 1080 px slide,
 * ~11 px on a phone). Headline-like fields (shown big on the cover) are shorter; the
 * narrative fields get room for a real paragraph.
 *
 * | objective  | field         | label                    | max |
 * |------------|---------------|--------------------------|-----|
 * | conectar   | historiaDeQue | História (sobre o quê)   | 200 |
 * | conectar   | desafio       | Desafio                  | 500 |
 * | conectar   | acao          | O que fez de diferente   | 500 |
 * | conectar   | resultado     | Resultado                | 500 |
 * | conectar   | moral         | Moral da história        | 300 |
 * | convencer  | objetivo      | Objetivo                 | 200 |
 * | convencer  | mito          | Mito                     | 400 |
 * | convencer  | verdade       | Verdade                  | 500 |
 * | convencer  | mecanismo     | Mecanismo/Prova          | 600 |
 * | convencer  | novoCaminho   | Novo Caminho             | 500 |
 * | convencer  | cta           | CTA da legenda           | 200 |
 * | investigar | assunto       | Assunto                  | 300 |
 * | investigar | localizacao   | Localização              | 120 |
 * | investigar | data          | Data                     |  60 |
 * | investigar | cta           | CTA da legenda           | 200 |
 * | educar     | titulo        | Título                   | 120 |
 * | educar     | introducao    | Introdução               | 500 |
 * | educar     | pontos        | Pontos ou passos         | 1 to 10 items (a carousel holds at most 20 slides) |
 * | educar     | pontos[].titulo    | Título do ponto     | 100 |
 * | educar     | pontos[].descricao | Descrição do ponto  | 400 |
 */
export interface TextFieldSpec {
  key: string;
  label: string;
  max: number;
  required: boolean;
}

export const CONECTAR_FIELDS = [
  { key: 'historiaDeQue', label: 'História (sobre o quê)', max: 200, required: true },
  { key: 'desafio', label: 'Desafio', max: 500, required: true },
  { key: 'acao', label: 'O que fez de diferente', max: 500, required: true },
  { key: 'resultado', label: 'Resultado', max: 500, required: true },
  { key: 'moral', label: 'Moral da história', max: 300, required: true },
] as const satisfies readonly TextFieldSpec[];

export const CONVENCER_FIELDS = [
  { key: 'objetivo', label: 'Objetivo', max: 200, required: true },
  { key: 'mito', label: 'Mito', max: 400, required: true },
  { key: 'verdade', label: 'Verdade', max: 500, required: true },
  { key: 'mecanismo', label: 'Mecanismo/Prova', max: 600, required: true },
  { key: 'novoCaminho', label: 'Novo Caminho', max: 500, required: true },
  { key: 'cta', label: 'CTA da legenda', max: 200, required: true },
] as const satisfies readonly TextFieldSpec[];

export const INVESTIGAR_FIELDS = [
  { key: 'assunto', label: 'Assunto', max: 300, required: true },
  { key: 'localizacao', label: 'Localização', max: 120, required: true },
  { key: 'data', label: 'Data', max: 60, required: true },
  { key: 'cta', label: 'CTA da legenda', max: 200, required: false },
] as const satisfies readonly TextFieldSpec[];

export const EDUCAR_FIELDS = [
  { key: 'titulo', label: 'Título', max: 120, required: true },
  { key: 'introducao', label: 'Introdução', max: 500, required: true },
] as const satisfies readonly TextFieldSpec[];

export const EDUCAR_POINT_FIELDS = [
  { key: 'titulo', label: 'Título do ponto', max: 100, required: true },
  { key: 'descricao', label: 'Descrição do ponto', max: 400, required: true },
] as const satisfies readonly TextFieldSpec[];

export const EDUCAR_POINTS_MIN = 1;
export const EDUCAR_POINTS_MAX = 10;

/** Long enough for any storage or CDN address, short enough to keep rows small. */
export const IMAGE_URL_MAX = 2048;

export const COVER_IMAGE_LABEL = 'Imagem de capa';
export const EDUCAR_POINTS_LABEL = 'Pontos ou passos';

/** The flat text fields of each objective (educar's points are handled on their own). */
export const TEXT_FIELDS_BY_OBJECTIVE: Record<Objective, readonly TextFieldSpec[]> = {
  educar: EDUCAR_FIELDS,
  conectar: CONECTAR_FIELDS,
  convencer: CONVENCER_FIELDS,
  investigar: INVESTIGAR_FIELDS,
};

/** The label a user sees for a field path such as `desafio` or `pontos.2.descricao`. */
export function getFieldLabel(objective: Objective, path: string): string {
  if (path === 'imagemUrl') return COVER_IMAGE_LABEL;
  const pointMatch = /^pontos\.(\d+)\.(\w+)$/.exec(path);
  if (objective === 'educar' && pointMatch) {
    const index = Number(pointMatch[1]) + 1;
    const key = pointMatch[2];
    if (key === 'imagemUrl') return `Imagem do ponto ${index}`;
    const spec = EDUCAR_POINT_FIELDS.find((field) => field.key === key);
    return `${spec?.label ?? 'Ponto'} ${index}`;
  }
  if (objective === 'educar' && path.startsWith('pontos')) return EDUCAR_POINTS_LABEL;
  const spec = TEXT_FIELDS_BY_OBJECTIVE[objective].find((field) => field.key === path);
  return spec?.label ?? path;
}
