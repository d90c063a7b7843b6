import { describe, expect, it } from 'vitest';
import {
  addSlide,
  duplicateSlide,
  type EditorSlide,
  keyed,
  moveSlide,
  removeSlide,
  restoreSlide,
} from './slide-list';

const make = (...kinds: ('cover' | 'content' | 'closing')[]): EditorSlide[] =>
  kinds.map((kind, index) => keyed({ kind, eyebrow: null, title: `${kind} ${index}`, body: null }));
const titles = (slides: EditorSlide[]) => slides.map((item) => item.slide.title);

describe('slide list', () => {
  it('moves a slide but never the cover nor anything onto its place', () => {
    const slides = make('cover', 'content', 'content', 'closing');
    expect(titles(moveSlide(slides, 2, 1))).toEqual(['cover 0', 'content 2', 'content 1', 'closing 3']);
    expect(titles(moveSlide(slides, 1, 0))).toEqual(titles(slides));
    expect(titles(moveSlide(slides, 0, 1))).toEqual(titles(slides));
  });

  it('keeps at least 3 slides and at most 12', () => {
    expect(removeSlide(make('cover', 'content', 'closing'), 1)).toHaveLength(3);
    expect(removeSlide(make('cover', 'content', 'content', 'closing'), 1)).toHaveLength(3);
    const full = make('cover', ...Array<'content'>(10).fill('content'), 'closing');
    expect(addSlide(full, 'content')).toHaveLength(12);
    expect(duplicateSlide(full, 1)).toHaveLength(12);
  });

  it('adds a content slide before the closing one and a closing slide last; a copy sits after its source', () => {
    const slides = make('cover', 'content', 'closing');
    expect(addSlide(slides, 'content').map((item) => item.slide.kind)).toEqual([
      'cover',
      'content',
      'content',
      'closing',
    ]);
    expect(addSlide(slides, 'closing').map((item) => item.slide.kind)).toEqual([
      'cover',
      'content',
      'closing',
      'closing',
    ]);
    const copied = duplicateSlide(slides, 1);
    expect(titles(copied)).toEqual(['cover 0', 'content 1', 'content 1', 'closing 2']);
    expect(new Set(copied.map((item) => item.key)).size).toBe(4);
  });

  it("'Desfazer' puts a deleted slide back in its place once, never before the cover nor past 12", () => {
    const slides = make('cover', 'content', 'content', 'closing');
    const removed = slides[2] as EditorSlide;
    const without = removeSlide(slides, 2);
    const back = restoreSlide(without, removed, 2);
    expect(titles(back)).toEqual(titles(slides));
    expect(restoreSlide(back, removed, 2)).toHaveLength(4);
    expect(titles(restoreSlide(without, removed, 0))[0]).toBe('cover 0');
    const full = make('cover', ...Array<'content'>(10).fill('content'), 'closing');
    expect(restoreSlide(full, removed, 2)).toHaveLength(12);
  });
});
