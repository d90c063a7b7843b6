import type { CarouselProducer, ProducedFile } from './generate-carousel-job';
import { packageCarousel } from './package';
import type { Renderer } from './render';
import { type TemplateDesign, templateDesignSchema } from './templates';

/**
 * The real producer: renders every slide with the template design copied at creation, then packages the
 * ZIP (slides + legenda.txt + PDF) and the PDF. renderSlides pipelines the slides across the cores
 * (satori's layout of one overlaps resvg's rasterising of another).
 */
export function createCarouselProducer(
  renderer: Renderer,
  fallbackDesign: () => Promise<TemplateDesign>,
): CarouselProducer {
  return {
    async produce({ plan, design, images }) {
      const parsed = templateDesignSchema.safeParse(design);
      const slideDesign = parsed.success ? parsed.data : await fallbackDesign();
      const renderStarted = performance.now();
      const total = plan.slides.length;
      const slides = await renderer.renderSlides(
        plan.slides.map((slide, index) => ({ design: slideDesign, slide, index, total, images })),
      );
      const renderMs = performance.now() - renderStarted;
      const packageStarted = performance.now();
      const packaged = await packageCarousel({ slides, caption: plan.caption, title: plan.tema });
      const files: ProducedFile[] = [
        { name: 'carrossel.zip', contentType: 'application/zip', bytes: packaged.zip },
        { name: 'carrossel.pdf', contentType: 'application/pdf', bytes: packaged.pdf },
        ...slides.map((bytes, index) => ({
          name: `slide-${String(index + 1).padStart(2, '0')}.png`,
          contentType: 'image/png',
          bytes: new Uint8Array(bytes),
        })),
      ];
      return {
        files,
        timings: {
          renderMs: Math.round(renderMs),
          packageMs: Math.round(performance.now() - packageStarted),
        },
      };
    },
  };
}
