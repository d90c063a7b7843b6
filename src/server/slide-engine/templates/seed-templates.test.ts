import { describe, expect, it } from 'vitest';
import { TEMPLATE_TYPES } from '../../../shared/constants';
import { getContrastRatio } from '../render/compose/colors';
import { defaultDesignForBackgroundImage } from './default-design';
import { type LayoutVariant, templateDesignSchema } from './design-schema';
import { SEED_TEMPLATES } from './seed-templates';

/** Layouts whose text sits on the surface colour (cards, sheets, bands) rather than on the background. */
const SURFACE_LAYOUTS: readonly LayoutVariant[] = ['card', 'dossier', 'broadcast'];

describe('SEED_TEMPLATES', () => {
  it('ships 18 templates, 6 of each type, ordered 1 to 6 within the type', () => {
    expect(SEED_TEMPLATES).toHaveLength(18);
    for (const tipo of TEMPLATE_TYPES) {
      const ofType = SEED_TEMPLATES.filter((template) => template.tipo === tipo);
      expect(ofType.map((template) => template.ordem).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });

  it('gives each template a unique slug and name and a one-sentence pt-BR description', () => {
    expect(new Set(SEED_TEMPLATES.map((template) => template.slug)).size).toBe(18);
    expect(new Set(SEED_TEMPLATES.map((template) => template.nome)).size).toBe(18);
    for (const template of SEED_TEMPLATES) {
      expect(template.descricao.trim().endsWith('.')).toBe(true);
      expect(template.descricao.split(/[.!?]\s/).length).toBe(1);
      expect(template.descricao.length).toBeLessThan(160);
    }
  });

  it('are distinct designs, not recolours: varied layouts, type pairs and backgrounds', () => {
    const layouts = new Set(SEED_TEMPLATES.map((template) => template.design.layout));
    expect(layouts.size).toBeGreaterThanOrEqual(10);
    const pairs = new Set(
      SEED_TEMPLATES.map(
        (template) => `${template.design.fonts.heading.family}+${template.design.fonts.body.family}`,
      ),
    );
    expect(pairs.size).toBe(18);
    const looks = new Set(
      SEED_TEMPLATES.map((template) => `${template.design.layout}/${template.design.fonts.heading.family}`),
    );
    expect(looks.size).toBe(18);
    for (const tipo of TEMPLATE_TYPES) {
      const ofType = SEED_TEMPLATES.filter((template) => template.tipo === tipo);
      expect(new Set(ofType.map((template) => template.design.layout)).size).toBeGreaterThanOrEqual(4);
      expect(
        new Set(ofType.map((template) => template.design.fonts.heading.family)).size,
      ).toBeGreaterThanOrEqual(5);
    }
  });

  it('keeps text legible: body text at least 4.5:1 on its ground, accent labels at least 3:1', () => {
    for (const { slug, design } of SEED_TEMPLATES) {
      const { palette } = design;
      const ground = SURFACE_LAYOUTS.includes(design.layout) ? palette.surface : palette.bg;
      expect(getContrastRatio(palette.text, ground), `${slug} text`).toBeGreaterThanOrEqual(4.5);
      // Counters and labels sit on the background, except on TV news where they ride the ticker.
      const mutedGround = design.layout === 'broadcast' ? palette.surface : palette.bg;
      expect(getContrastRatio(palette.muted, mutedGround), `${slug} muted`).toBeGreaterThanOrEqual(3);
      expect(
        getContrastRatio(palette.accentText, palette.accent),
        `${slug} accentText`,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it('follows each type brief: manifesto uses loud display faces, emocional serif or handwritten ones', () => {
    const loud = ['anton', 'archivo-black', 'bebas-neue', 'oswald', 'poppins', 'montserrat'];
    const warm = ['playfair-display', 'dm-serif-display', 'fraunces', 'lora', 'libre-baskerville', 'caveat'];
    for (const template of SEED_TEMPLATES) {
      const heading = template.design.fonts.heading.family;
      if (template.tipo === 'manifesto') {
        expect(loud, template.slug).toContain(heading);
        expect(template.design.typography.headingCase, template.slug).toBe('upper');
      }
      if (template.tipo === 'emocional') expect(warm, template.slug).toContain(heading);
    }
  });
});

describe('templateDesignSchema', () => {
  it('rejects a font weight the renderer does not register', () => {
    const design = SEED_TEMPLATES[0]?.design;
    const result = templateDesignSchema.safeParse({
      ...design,
      fonts: { ...design?.fonts, heading: { family: 'anton', weight: 700, style: 'normal' } },
    });
    expect(result.success).toBe(false);
  });
});

describe('defaultDesignForBackgroundImage', () => {
  it('puts the uploaded image behind white text with a dark scrim', () => {
    const design = defaultDesignForBackgroundImage('templates/abc.jpg');
    expect(design.background).toMatchObject({ kind: 'image', source: 'templates/abc.jpg' });
    expect(design.palette.text.toLowerCase()).toBe('#ffffff');
    if (design.background.kind !== 'image') throw new Error('expected an image background');
    const scrimBottomAlpha = Number.parseInt(design.background.scrim.to.slice(7, 9), 16) / 255;
    expect(scrimBottomAlpha).toBeGreaterThan(0.7);
    // White on the scrim over a white photo: still readable.
    expect(getContrastRatio('#ffffff', '#5a5a5a')).toBeGreaterThan(4.5);
  });
});
