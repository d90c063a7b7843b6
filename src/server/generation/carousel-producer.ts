import type { CarouselProducer, ProducedFile } from './generate-carousel-job';
import { packageCarousel } from './package';
import type { Renderer } from './render';
import { type TemplateDesign, templateDesignSchema } from './templates';

/**
 * The real producer: renders every slide with the template design copied at creation, then packages the
 * ZIP (slides + legenda.txt + PDF) and the PDF. Slides render one after another: each already uses the
 * whole CPU through resvg, and several carousels run in parallel across job slots.
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
      const slides: Buffer[] = [];
      for (const [index, slide] of plan.slides.entries()) {
        slides.push(
          await renderer.renderSlide({
            design: slideDesign,
            slide,
            index,
            total: plan.slides.length,
            images,
          }),
        );
      }
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
