import { type TemplateDesign, templateDesignSchema } from './design-schema';
import { EMOCIONAL_TEMPLATES } from './seed-emocional';
import { INVESTIGATIVO_TEMPLATES } from './seed-investigativo';
import { MANIFESTO_TEMPLATES } from './seed-manifesto';
import type { SeedTemplate } from './seed-template';

export interface ParsedSeedTemplate extends Omit<SeedTemplate, 'design'> {
  design: TemplateDesign;
}

/** The 18 templates the product ships with: 6 per type, each a distinct design. Parsed here so a bad seed fails at start. */
export const SEED_TEMPLATES: readonly ParsedSeedTemplate[] = [
  ...EMOCIONAL_TEMPLATES,
  ...INVESTIGATIVO_TEMPLATES,
  ...MANIFESTO_TEMPLATES,
].map((template) => ({ ...template, design: templateDesignSchema.parse(template.design) }));
