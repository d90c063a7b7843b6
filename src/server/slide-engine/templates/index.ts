export { defaultDesignForBackgroundImage } from './default-design';
export * from './design-schema';
export { FONT_FAMILIES, FONT_FAMILY_KEYS, type FontFamilyKey } from './font-families';
export type { SeedTemplate } from './seed-template';
export { type ParsedSeedTemplate, SEED_TEMPLATES } from './seed-templates';
