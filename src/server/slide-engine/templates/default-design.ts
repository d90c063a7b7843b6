import { type TemplateDesign, templateDesignSchema } from './design-schema';

/**
 * The design of a template an admin creates by uploading an image: the image becomes
 * every slide's background under a dark scrim (lighter on top, darkest where the text
 * sits), and the text is white, so it reads whatever the picture is.
 */
export function defaultDesignForBackgroundImage(source: string): TemplateDesign {
  return templateDesignSchema.parse({
    version: 1,
    layout: 'minimal-frame',
    background: { kind: 'image', source, scrim: { angle: 180, from: '#00000066', to: '#000000D9' } },
    palette: {
      bg: '#1A1A1A',
      surface: '#242424',
      text: '#FFFFFF',
      muted: '#E6E6E6',
      accent: '#FFFFFF',
      accentText: '#111111',
    },
    fonts: {
      heading: { family: 'inter', weight: 800, style: 'normal' },
      body: { family: 'inter', weight: 400, style: 'normal' },
    },
    typography: {
      headingCase: 'none',
      headingTracking: -0.025,
      headingLineHeight: 1.06,
      headingScale: 1,
      bodyScale: 1,
      bodyLineHeight: 1.5,
    },
    decoration: {
      texture: 'none',
      textureOpacity: 0,
      shapes: 'none',
      frame: 'none',
      eyebrow: 'pill',
      highlight: 'none',
      counter: 'fraction',
      radius: 16,
    },
  });
}
