import { getSlideSize, type SlideFormat } from '../../shared/carousels/formats';
import { CAROUSEL_FAILURE_REASONS } from '../../shared/carousels/status';
import { ImageNotDrawnError, type Renderer, type SlideBrand } from '../slide-engine/render';
import type { TemplateDesign } from '../slide-engine/templates';
import { GenerationError } from '../slide-images/carousel-images';
import type { SlidePlan } from '../writer/types';
import type { ProducedFile } from './carousel-files';
import { getSlideFileName, packageCarousel } from './package';

/** Turns a slide plan into the files the user downloads (slides, ZIP, PDF). */
export interface CarouselProducer {
  produce(input: {
    plan: SlidePlan;
    design: unknown;
    images: Map<string, Uint8Array>;
    /** The shape chosen at creation; the slides and the PDF pages take its size. */
    format: SlideFormat;
    /** The brand kit copied at creation, when the user had saved one. */
    brand?: SlideBrand;
  }): Promise<{ files: ProducedFile[]; timings: Record<string, number> }>;
}

/**
 * The real producer: renders every slide with the template design copied at creation (an image it cannot draw
 * fails the carousel: GenerationError imageUnreadable), then packages the
 * ZIP (slides as PNG and JPEG + legenda.txt + PDF) and the PDF. Each slide is drawn once and encoded
 * twice; the slides are drawn in parallel across the cores.
 */
export function createCarouselProducer(
  renderer: Renderer,
  resolveDesign: (design: unknown) => Promise<TemplateDesign>,
): CarouselProducer {
  return {
    async produce({ plan, design, images, format, brand }) {
      const slideDesign = await resolveDesign(design);
      const renderStarted = performance.now();
      const total = plan.slides.length;
      const slides = await renderer
        .renderCarousel(
          plan.slides.map((slide, index) => ({
            design: slideDesign,
            slide,
            index,
            total,
            images,
            format,
            brand,
          })),
        )
        .catch((error: unknown) => {
          // Never a carousel without an image the user gave: it fails, with its reason, and is not retried.
          if (error instanceof ImageNotDrawnError)
            throw new GenerationError(CAROUSEL_FAILURE_REASONS.imageUnreadable, true);
          throw error;
        });
      const renderMs = performance.now() - renderStarted;
      const packageStarted = performance.now();
      const packaged = await packageCarousel({
        slides,
        caption: plan.caption,
        title: plan.tema,
        pageSize: getSlideSize(format),
      });
      const files: ProducedFile[] = [
        { name: 'carrossel.zip', contentType: 'application/zip', bytes: packaged.zip },
        { name: 'carrossel.pdf', contentType: 'application/pdf', bytes: packaged.pdf },
        ...slides.map((slide, index) => ({
          name: getSlideFileName(index),
          contentType: 'image/png',
          bytes: new Uint8Array(slide.png),
        })),
        // Instagram's publishing API takes JPEG only: each slide is kept ready for it too.
        ...slides.map((slide, index) => ({
          name: getSlideFileName(index, 'jpg'),
          contentType: 'image/jpeg',
          bytes: new Uint8Array(slide.jpeg),
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
