import { describe, expect, it } from 'vitest';
import { saveSlidesRequestSchema } from './edit-slides';

const cover = { kind: 'cover', eyebrow: null, title: 'Capa', body: null };
const content = { kind: 'content', eyebrow: '  ', title: '  Ideia  ', body: '' };
const closing = { kind: 'closing', eyebrow: null, title: 'Fim', body: 'Salve.' };

describe('saveSlidesRequestSchema', () => {
  it('trims the words and turns blank optional ones into null (the slide is drawn without them)', () => {
    const parsed = saveSlidesRequestSchema.parse({ slides: [cover, content, closing], legenda: '' });
    expect(parsed.slides[1]).toEqual({ kind: 'content', eyebrow: null, title: 'Ideia', body: null });
  });

  it('counts hashtags as Instagram does, accents and digits included, and allows exactly 30', () => {
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `#ação${i}`).join(' ');
    const base = { slides: [cover, content, closing] };
    expect(saveSlidesRequestSchema.safeParse({ ...base, legenda: tags(30) }).success).toBe(true);
    const refused = saveSlidesRequestSchema.safeParse({ ...base, legenda: tags(31) });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'A legenda pode ter no máximo 30 hashtags (tem 31).',
    ]);
  });

  it('keeps the cover first and only first', () => {
    const refused = saveSlidesRequestSchema.safeParse({ slides: [cover, cover, closing], legenda: '' });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ['slides', 1, 'kind'],
        message: 'Só o primeiro slide pode ser a capa.',
      }),
    ]);
  });
});
