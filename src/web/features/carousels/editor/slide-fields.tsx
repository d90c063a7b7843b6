import type { EditedSlide } from '../../../../shared/carousels/edit-slides';
import { SLIDE_TEXT_LIMITS } from '../../../../shared/carousels/slide-limits';
import { CountedField } from './counted-field';

/** The words of the selected slide: chamada, título and texto, each with the renderer's limit counted. */
export function SlideFields({
  slide,
  number,
  onChange,
}: {
  slide: EditedSlide;
  number: number;
  onChange(patch: Partial<EditedSlide>): void;
}) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-sm font-semibold text-foreground">Textos do slide {number}</legend>
      <CountedField
        label="Chamada"
        value={slide.eyebrow ?? ''}
        max={SLIDE_TEXT_LIMITS.eyebrow}
        onChange={(eyebrow) => onChange({ eyebrow })}
      />
      <CountedField
        label="Título"
        value={slide.title}
        max={SLIDE_TEXT_LIMITS.title}
        multiline
        rows={2}
        required
        onChange={(title) => onChange({ title })}
      />
      <CountedField
        label="Texto"
        value={slide.body ?? ''}
        max={SLIDE_TEXT_LIMITS.body}
        multiline
        rows={5}
        onChange={(body) => onChange({ body })}
      />
    </fieldset>
  );
}
