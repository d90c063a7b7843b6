import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderer, SLIDE_HEIGHT, SLIDE_WIDTH } from '../../src/server/slide-engine/render';
import { SEED_TEMPLATES } from '../../src/server/slide-engine/templates';
import { ANSWER_LIMITS } from '../../src/server/writer/llm-answer-schema';
import { createLlmWriter } from '../../src/server/writer/llm-writer';
import { createLocalWriter } from '../../src/server/writer/local-writer';
import type { Slide, SlidePlan } from '../../src/server/writer/types';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../fakes/openai-server';
import { RECORDED_INPUT, RECORDED_MODEL, RECORDED_RESPONSE } from '../fixtures/llm/convencer-procrastinacao';

/** One template of each type; the PNGs land here for a person to look at (see the review step). */
const TEMPLATE_SLUGS = ['grito', 'primeira-pagina', 'aquarela-fim-de-tarde'];
const OUT_DIR = path.join(os.tmpdir(), 'carrossel-ai-writer-slides');
const THUMB_WIDTH = 270;

let server: FakeOpenAiServer;
let plan: SlidePlan;

beforeAll(async () => {
  server = await startFakeOpenAiServer(() => ({ kind: 'body', body: RECORDED_RESPONSE }));
  const writer = createLlmWriter({
    baseUrl: server.baseUrl,
    apiKey: 'sk-test-render',
    model: RECORDED_MODEL,
    timeoutMs: 5_000,
    logger: pino({ level: 'silent' }),
    fallback: createLocalWriter(),
  });
  plan = await writer.write(RECORDED_INPUT);
});
afterAll(async () => {
  await server.close();
});

function foldUpper(text: string): string {
  return text.toLocaleUpperCase('pt-BR').replace(/\s+/g, ' ').trim();
}

describe('the recorded model answer', () => {
  it('was written by the model, not the fallback', () => {
    expect(plan.trace).toMatchObject({ writer: 'llm', model: RECORDED_MODEL });
  });

  it.each(TEMPLATE_SLUGS)('renders into whole slides with the %s template, nothing cut', async (slug) => {
    const template = SEED_TEMPLATES.find((candidate) => candidate.slug === slug);
    if (!template) throw new Error(`template ${slug} not seeded`);
    const renderer = createRenderer();
    const dir = path.join(OUT_DIR, slug);
    mkdirSync(dir, { recursive: true });
    const thumbs: Buffer[] = [];
    for (const [index, slide] of plan.slides.entries()) {
      const input = { design: template.design, slide, index, total: plan.slides.length };
      const { nodes } = await renderer.renderSlideSvg(input);
      const lines = nodes
        .filter((node) => typeof node.key === 'string' && node.key.startsWith('fit:'))
        .map((node) => node.textContent ?? '');
      const drawn = foldUpper(lines.join(' '));
      // The renderer marks a cut with an ellipsis; the model's text must fit whole. Letters are compared
      // without spaces: where a line breaks is the renderer's business, that nothing is lost is ours.
      expect(drawn, `slide ${index + 1}`).not.toContain('…');
      const letters = drawn.replace(/ /g, '');
      for (const part of [slide.eyebrow ?? '', slide.title, slide.body ?? '']) {
        expect(letters, `slide ${index + 1}`).toContain(foldUpper(part).replace(/ /g, ''));
      }
      const png = await renderer.renderSlide(input);
      const meta = await sharp(png).metadata();
      expect([meta.width, meta.height]).toEqual([SLIDE_WIDTH, SLIDE_HEIGHT]);
      writeFileSync(path.join(dir, `slide-${String(index + 1).padStart(2, '0')}.png`), png);
      thumbs.push(await sharp(png).resize(THUMB_WIDTH).png().toBuffer());
    }
    // A contact sheet: the whole carousel in one image, as a designer reviews it.
    const thumbHeight = Math.round((THUMB_WIDTH * SLIDE_HEIGHT) / SLIDE_WIDTH);
    const sheet = await sharp({
      create: {
        width: THUMB_WIDTH * 4 + 50,
        height: thumbHeight * 2 + 30,
        channels: 3,
        background: '#dddddd',
      },
    })
      .composite(
        thumbs.map((input, index) => ({
          input,
          left: 10 + (index % 4) * (THUMB_WIDTH + 10),
          top: 10 + Math.floor(index / 4) * (thumbHeight + 10),
        })),
      )
      .png()
      .toBuffer();
    writeFileSync(path.join(OUT_DIR, `${slug}-sheet.png`), sheet);
    writeFileSync(path.join(OUT_DIR, 'legenda.txt'), plan.caption);
  });
});

/** Words of Portuguese length, cut to exactly `length` characters at a word end. */
function fillText(length: number, seed: string): string {
  const words =
    `${seed} decisões práticas mudam completamente a rotina de quem trabalha sozinho em casa`.split(' ');
  let text = '';
  for (let index = 0; text.length < length; index++)
    text += `${text ? ' ' : ''}${words[index % words.length]}`;
  return text.slice(0, length).trimEnd();
}

describe('the longest answer the schema accepts', () => {
  const longest: Slide[] = (['cover', 'content', 'closing'] as const).map((kind) => ({
    kind,
    eyebrow: fillText(ANSWER_LIMITS.eyebrow.max, 'Rótulo'),
    title: fillText(ANSWER_LIMITS.title.max, 'Título'),
    body: fillText(ANSWER_LIMITS.body.max, 'Texto'),
  }));

  it.each(SEED_TEMPLATES.map((template) => template.slug))(
    'still fits the %s template without cutting a line',
    async (slug) => {
      const template = SEED_TEMPLATES.find((candidate) => candidate.slug === slug);
      if (!template) throw new Error(`template ${slug} not seeded`);
      const renderer = createRenderer();
      for (const [index, slide] of longest.entries()) {
        const { nodes } = await renderer.renderSlideSvg({
          design: template.design,
          slide,
          index: index * 4,
          total: 9,
        });
        const drawn = nodes
          .filter((node) => typeof node.key === 'string' && node.key.startsWith('fit:'))
          .map((node) => node.textContent ?? '')
          .join(' ');
        expect(drawn, `${slug} ${slide.kind}`).not.toContain('…');
      }
    },
  );
});
