import type { TemplateType } from '../../../shared/constants';
import type { TemplateDesignInput } from './design-schema';

/** A template shipped with the product; `slug` lets the seeder insert each one once. */
export interface SeedTemplate {
  slug: string;
  nome: string;
  descricao: string;
  tipo: TemplateType;
  ordem: number;
  design: TemplateDesignInput;
}
