import { describe, expect, it } from 'vitest';
import { EVAL_CASES } from '../../../tests/writer/eval/eval-inputs';
import { createLocalWriter, listImageRefs } from './index';
import { isImageField } from './stored-fields';
import type { WriterInput } from './types';

function evalInput<O extends WriterInput['objetivo']>(
  name: string,
  objetivo: O,
): Extract<WriterInput, { objetivo: O }> {
  const found = EVAL_CASES.find((item) => item.name === name)?.input;
  if (found?.objetivo !== objetivo) throw new Error(`caso ${name} não existe`);
  return found as Extract<WriterInput, { objetivo: O }>;
}

const confeitaria = evalInput('conectar · confeitaria', 'conectar');
const conectar: Extract<WriterInput, { objetivo: 'conectar' }> = {
  ...confeitaria,
  campos: { ...confeitaria.campos, imagemChave: 'public/u-1-capa.jpg' },
};
const convencer = evalInput('convencer · postar todo dia', 'convencer');
const investigar = evalInput('investigar · ponte parada', 'investigar');
const precificar = evalInput('educar · precificar', 'educar');
const educar: WriterInput = {
  ...precificar,
  campos: {
    ...precificar.campos,
    pontos: precificar.campos.pontos.map((ponto, index) =>
      index === 1 ? { ...ponto, imagemChave: 'public/u-1-p.png' } : ponto,
    ),
  },
};

const writer = createLocalWriter();

/** The user's words: every string but an image's key. */
function collectTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(collectTexts);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (isImageField(key) ? [] : collectTexts(item)));
  }
  return [];
}

function texts(plan: Awaited<ReturnType<typeof writer.write>>): string {
  return plan.slides.map((slide) => [slide.eyebrow, slide.title, slide.body].join(' ')).join(' ');
}

describe('createLocalWriter', () => {
  it('is named local and deterministic', async () => {
    expect(writer.name).toBe('local');
    expect(await writer.write(conectar)).toEqual(await writer.write(conectar));
  });

  it('tells a conectar story: hook, desafio, ação, resultado, moral, call to action', async () => {
    const plan = await writer.write(conectar);
    expect(plan.slides.map((slide) => slide.kind)).toEqual([
      'cover',
      'content',
      'content',
      'content',
      'content',
      'closing',
    ]);
    expect(plan.slides.map((slide) => slide.eyebrow)).toEqual([
      'Leia até o fim',
      'O desafio',
      'A virada',
      'O resultado',
      'A moral da história',
      'Se essa história tocou você',
    ]);
    expect(plan.slides[0]).toMatchObject({
      title: 'A história de quando fui demitido e abri minha confeitaria',
      imageRef: 'public/u-1-capa.jpg',
    });
    // The first sentence leads, the rest becomes the body: hierarchy from the user's own words.
    expect(plan.slides[1]).toMatchObject({
      title: 'Eu tinha três meses de reserva e nenhum cliente',
      body: 'Todo dia eu pensava em desistir e voltar para um emprego formal.',
    });
    expect(plan.slides[4]).toMatchObject({
      title: 'Às vezes, o fim é só o começo com outra roupa',
      variant: 'quote',
    });
    expect(plan.tema).toBe('A história de quando fui demitido e abri minha confeitaria');
  });

  it('busts a myth for convencer and closes with the cta', async () => {
    const plan = await writer.write(convencer);
    expect(plan.slides.map((slide) => slide.eyebrow)).toEqual([
      'Esqueça o que te contaram',
      'O mito',
      'A verdade',
      'Por que funciona',
      'O novo caminho',
      'Agora é com você',
    ]);
    // "Mostrar que" is the author's intent, not the claim.
    expect(plan.slides[0]?.title).toBe('Postar todo dia não faz seu perfil crescer');
    expect(plan.slides.at(-1)).toMatchObject({
      kind: 'closing',
      title: 'Comente QUERO e eu te mando o roteiro',
    });
    expect(plan.caption).toContain('Comente QUERO e eu te mando o roteiro.');
    expect(plan.slides[0]).not.toHaveProperty('imageRef');
  });

  it('reports an investigation in 5 to 8 slides: the hook, a slide per fact, where and when, one ask', async () => {
    const plan = await writer.write(investigar);
    expect(plan.slides.map((slide) => slide.eyebrow)).toEqual([
      'Investigação',
      'O que aconteceu',
      'Onde e quando',
      'Por que importa',
      'Acompanhe',
    ]);
    expect(plan.slides[0]?.title).toBe('Obras da ponte do Limoeiro estão paradas há oito meses');
    // The subject's second fact has a slide of its own; one slide any story could carry fills the arc to 5.
    expect(plan.slides[1]).toMatchObject({ title: 'Moradores relatam alagamentos' });
    expect(plan.slides[2]).toMatchObject({ title: 'Recife (PE)' });
    expect(plan.slides[2]?.body).toMatch(/^Março de 2025\./);
    // The place and the date appear on one slide only.
    expect(plan.slides.filter((slide) => `${slide.title} ${slide.body}`.includes('Recife'))).toHaveLength(1);
    expect(plan.slides.at(-1)).toMatchObject({
      kind: 'closing',
      title: 'Siga o perfil para acompanhar os próximos desdobramentos',
    });
    const withCta = await writer.write({
      ...investigar,
      campos: { ...investigar.campos, cta: 'Assine a newsletter.' },
    });
    expect(withCta.slides.at(-1)?.title).toBe('Assine a newsletter');
    expect(withCta.caption).toContain('Assine a newsletter');
    expect(withCta.caption).not.toContain('Siga o perfil');
  });

  it('never leaves an investigation slide nearly empty, even with a two-word subject', async () => {
    const plan = await writer.write({
      objetivo: 'investigar',
      campos: { assunto: 'Escola fechada.', localizacao: 'Brasília, DF', data: '12 de março de 2026' },
    });
    expect(plan.slides.length).toBeGreaterThanOrEqual(5);
    const where = plan.slides.find((slide) => slide.eyebrow === 'Onde e quando');
    expect(where?.title).toBe('Brasília, DF');
    expect(where?.body?.length).toBeGreaterThan(40);
  });

  it('teaches educar point by point, with each point image, and asks once at the end', async () => {
    const plan = await writer.write(educar);
    expect(plan.slides).toHaveLength(6);
    expect(plan.slides[0]).toMatchObject({ kind: 'cover', eyebrow: 'Guia rápido · 3 pontos' });
    expect(plan.slides[1]).toMatchObject({
      eyebrow: 'Antes de começar',
      title: 'Preço não é chute',
      body: 'É conta.',
    });
    expect(plan.slides[3]).toMatchObject({
      eyebrow: 'Ponto 2 de 3',
      title: 'Defina sua margem',
      body: 'Entre 30% e 50% para serviços.',
      imageRef: 'public/u-1-p.png',
    });
    expect(plan.slides.at(-1)).toEqual({
      kind: 'closing',
      eyebrow: 'Para não esquecer',
      title: 'Salve este guia para consultar quando precisar',
    });
    expect(listImageRefs(plan)).toEqual(['public/u-1-p.png']);
  });

  it('keeps every word the user wrote somewhere on the slides (it frames, never replaces)', async () => {
    for (const input of [conectar, convencer, investigar, educar]) {
      const plan = await writer.write(input);
      const shown = texts(plan).toLowerCase();
      const written = collectTexts(input.campos).join(' ').toLowerCase();
      // "Mostrar que" is dropped on purpose: it states the author's intent, not the claim.
      const words = (written.match(/\p{L}{4,}/gu) ?? []).filter((word) => word !== 'mostrar');
      for (const word of words) expect(shown, `${input.objetivo}: ${word}`).toContain(word);
    }
  });

  it('writes a caption: hook, 2 to 4 paragraphs, the closing slide ask, then content and broad hashtags', async () => {
    for (const input of [conectar, convencer, investigar, educar]) {
      const plan = await writer.write(input);
      const blocks = plan.caption.trim().split('\n\n');
      expect(blocks[0]).toBe(plan.slides[0]?.title);
      expect(blocks.length - 3).toBeGreaterThanOrEqual(2);
      expect(blocks.length - 3).toBeLessThanOrEqual(4);
      const tags = blocks.at(-1)?.split(' ') ?? [];
      expect(tags.length).toBeGreaterThanOrEqual(7);
      expect(tags.length).toBeLessThanOrEqual(15);
      expect(plan.caption.length).toBeLessThanOrEqual(2200);
    }
    const conectarPlan = await writer.write(conectar);
    expect(conectarPlan.caption).toContain('#confeitaria');
    expect(conectarPlan.caption).toContain('#storytelling #históriasreais #inspiração');
    expect(conectarPlan.caption).not.toMatch(/#(quando|minha|historia|história|comecei)\b/u);
    const educarPlan = await writer.write(educar);
    expect(educarPlan.caption).toContain('#serviço');
  });

  it('falls back to the broad hashtags when every word is a stop word', async () => {
    const plan = await writer.write({
      objetivo: 'investigar',
      campos: { assunto: 'Isso aqui', localizacao: 'Lá', data: 'Hoje' },
    });
    expect(plan.caption.match(/#\S+/gu)).toEqual(['#jornalismo', '#investigação', '#apuração']);
  });

  it('keeps the tema a whole phrase, cut at a word only past 120 characters', async () => {
    const phrase = 'Postar todo dia não faz seu perfil crescer quando o conteúdo não resolve nada';
    const whole = await writer.write({ ...convencer, campos: { ...convencer.campos, objetivo: phrase } });
    expect(whole.tema).toBe(phrase);
    const plan = await writer.write({
      ...convencer,
      campos: { ...convencer.campos, objetivo: `Provar que ${'uma frase muito comprida '.repeat(8)}` },
    });
    expect(plan.tema.length).toBeLessThanOrEqual(120);
    expect(plan.tema.endsWith('…')).toBe(true);
  });

  it('splits a long field at sentence boundaries across slides, each with its own headline', async () => {
    const long =
      'Em 2019 a padaria vendia 200 pães por dia e fechava no vermelho todo mês. Meu avô já tinha 78 anos e não conseguia mais acordar às 3h. Os clientes antigos estavam indo embora para o supermercado, que vendia pão mais barato. A reforma do forno custaria R$ 40.000, dinheiro que a gente não tinha. Pensamos em vender o ponto para uma farmácia. Foi o ano mais difícil da família.';
    const plan = await writer.write({ ...conectar, campos: { ...conectar.campos, desafio: long } });
    const desafio = plan.slides.filter((slide) => slide.eyebrow === 'O desafio');
    expect(desafio).toHaveLength(2);
    for (const slide of desafio) {
      expect(slide.body?.length ?? 0).toBeLessThanOrEqual(280);
      expect(slide.body).toMatch(/[.!?]$/);
    }
    const shown = desafio.map((slide) => `${slide.title}. ${slide.body}`).join(' ');
    for (const sentence of long.split(/(?<=\.) /)) expect(shown).toContain(sentence.replace(/\.$/, ''));
  });

  it('gives a long single sentence a neutral headline and keeps the text whole as body', async () => {
    const long = `${'Passei anos tentando fazer tudo sozinho e '.repeat(5)}até entender que pedir ajuda é força`;
    const plan = await writer.write({ ...conectar, campos: { ...conectar.campos, desafio: long } });
    expect(plan.slides[1]).toMatchObject({ title: 'Onde tudo ficou difícil', body: long });
  });
});
