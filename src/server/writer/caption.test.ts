import { describe, expect, it } from 'vitest';
import { buildCaption, CAPTION_MAX } from './caption';

describe('buildCaption', () => {
  it('lays out hook, summary paragraphs, the ask and the hashtags a blank line apart', () => {
    const caption = buildCaption({
      hook: 'Postar todo dia não faz seu perfil crescer',
      summary: ['❌ Mito: quem posta mais cresce mais.', '✅ Verdade: relevância vence frequência.'],
      callToAction: 'Comente QUERO.',
      hashtags: ['#perfil', '#mitoseverdades'],
    });
    expect(caption).toBe(
      'Postar todo dia não faz seu perfil crescer\n\n❌ Mito: quem posta mais cresce mais.\n\n✅ Verdade: relevância vence frequência.\n\nComente QUERO.\n\n#perfil #mitoseverdades\n',
    );
  });

  it('keeps at most 4 paragraphs and stays within Instagram’s 2,200 characters', () => {
    const caption = buildCaption({
      hook: 'Gancho',
      summary: Array.from({ length: 8 }, (_, index) => `${index} ${'palavra '.repeat(80)}`),
      callToAction: 'Salve.',
      hashtags: ['#a1'],
    });
    expect(caption.length).toBeLessThanOrEqual(CAPTION_MAX);
    expect(caption.trim().split('\n\n').length).toBeLessThanOrEqual(7);
    expect(caption).toContain('Salve.\n\n#a1');
  });
});
