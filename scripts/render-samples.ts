/**
 * Renders sample carousels (every objective, several templates, a cover photo, very
 * long text with emoji) to a folder, to look at them as a designer would.
 * Usage: node --import tsx scripts/render-samples.ts [outDir] [templateSlug...]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { createRenderer } from '../src/server/slide-engine/render';
import { SEED_TEMPLATES } from '../src/server/slide-engine/templates';
import { listImageRefs, writeLocalPlan } from '../src/server/writer';
import type { StoredCarouselContent } from '../src/server/writer/stored-fields';
import { TWO_LONG_SENTENCES } from '../tests/writer/eval/eval-inputs';

const outDir = process.argv[2] ?? '/tmp/slides';
const onlySlugs = process.argv.slice(3);
const COVER_KEY = 'public/amostra-capa.jpg';
const POINT_KEY = 'public/amostra-ponto.jpg';

const SAMPLES: Record<string, StoredCarouselContent> = {
  conectar: {
    objetivo: 'conectar',
    campos: {
      historiaDeQue: 'de quando fui demitida e abri minha confeitaria',
      desafio:
        'Eu tinha três meses de reserva e nenhum cliente. Todo dia eu pensava em desistir e voltar para um emprego formal, mas algo me dizia para continuar tentando.',
      acao: 'Comecei a vender bolo no pote para os vizinhos do prédio e pedi que cada um indicasse uma pessoa.',
      resultado: 'Em seis meses, a confeitaria faturava mais do que meu antigo salário. 🎂',
      moral: 'Às vezes, o fim é só o começo com outra roupa.',
    },
  },
  convencer: {
    objetivo: 'convencer',
    campos: {
      objetivo: 'Mostrar que postar todo dia não faz seu perfil crescer',
      mito: 'Quem posta mais, cresce mais.',
      verdade:
        'Quem resolve problemas reais cresce mais. Frequência sem relevância só cansa a audiência e ensina as pessoas a passar direto pelo seu conteúdo.',
      mecanismo:
        'O algoritmo do Instagram mede salvamentos, compartilhamentos e tempo de leitura. Um post que ninguém salva avisa ao algoritmo que não vale a pena mostrar o próximo.',
      novoCaminho:
        'Poste três vezes por semana, com profundidade, e use os outros dias para conversar nos comentários.',
      cta: 'Comente QUERO e eu te mando o roteiro que eu uso.',
    },
  },
  investigar: {
    objetivo: 'investigar',
    campos: {
      assunto:
        'Obras da ponte do Limoeiro estão paradas há oito meses. Moradores relatam alagamentos e comerciantes falam em queda de 40% nas vendas.',
      localizacao: 'Recife (PE), bairro do Recife Antigo',
      data: 'março de 2025',
      cta: 'Você mora perto? Conte nos comentários o que mudou na sua rotina.',
    },
  },
  /** Two long sentences: the subject that once gave the cover "Entenda o caso" (docs/writer.md). */
  investigarLongo: {
    objetivo: 'investigar',
    campos: {
      assunto: TWO_LONG_SENTENCES,
      localizacao: 'Goiânia (GO)',
      data: '14 de outubro de 2025',
    },
  },
  educar: {
    objetivo: 'educar',
    campos: {
      titulo: 'Como precificar seu serviço sem medo',
      introducao:
        'Preço não é chute. É conta, posicionamento e coragem de sustentar o valor do seu trabalho.',
      pontos: [
        {
          titulo: 'Some todos os seus custos',
          descricao: 'Aluguel, internet, ferramentas, impostos e o seu próprio salário.',
        },
        { titulo: 'Defina sua margem', descricao: 'Entre 30% e 50% é um bom começo para serviços.' },
        {
          titulo: 'Compare com o mercado',
          descricao: 'Olhe cinco concorrentes, mas não copie: entenda o que eles entregam.',
          imagemChave: POINT_KEY,
        },
        {
          titulo: 'Teste e ajuste',
          descricao: 'Revise seu preço a cada três meses com base nos números reais.',
        },
      ],
    },
  },
  longo: {
    objetivo: 'conectar',
    campos: {
      historiaDeQue: `de como ${'🔥'.repeat(3)} perdi tudo, recomecei do zero e aprendi que coragem não é ausência de medo, é agir apesar dele — mesmo quando ninguém acredita em você, nem você mesmo ${'✨'.repeat(2)}`,
      desafio:
        `${'Anticonstitucionalissimamente'.repeat(10)} ${'Ação, emoção, coração, função, razão. '.repeat(11)}`.slice(
          0,
          500,
        ),
      acao: 'É'.repeat(300),
      resultado: `${'Resultado incrível 🚀🎉 com muita gente junta! '.repeat(12)}`.slice(0, 500),
      moral: `${'Nunca desista dos seus sonhos, mas revise o plano. '.repeat(6)}`.slice(0, 300),
    },
  },
};

async function createPhoto(width: number, height: number, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="0.6" stop-color="hsl(${hue + 30},55%,55%)"/><stop offset="1" stop-color="hsl(${hue + 60},40%,25%)"/></linearGradient><radialGradient id="sun" cx="0.7" cy="0.35" r="0.25"><stop offset="0" stop-color="#fff6d5"/><stop offset="1" stop-color="#fff6d5" stop-opacity="0"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#s)"/><circle cx="${width * 0.7}" cy="${height * 0.35}" r="${width * 0.3}" fill="url(#sun)"/><path d="M0 ${height * 0.75} Q ${width * 0.3} ${height * 0.6} ${width * 0.6} ${height * 0.72} T ${width} ${height * 0.68} V ${height} H 0 Z" fill="hsl(${hue + 90},35%,20%)"/></svg>`;
  return sharp(Buffer.from(svg))
    .composite([
      {
        input: await sharp({
          create: {
            width,
            height,
            channels: 3,
            background: '#808080',
            noise: { type: 'gaussian', mean: 128, sigma: 18 },
          },
        })
          .png()
          .toBuffer(),
        blend: 'soft-light',
      },
    ])
    .webp({ quality: 80 })
    .toBuffer();
}

/** [sample, template, with a cover photo]: every template once, photos across bleed and boxed layouts. */
const PAIRS: Array<[string, string, boolean]> = [
  ['conectar', 'aquarela-fim-de-tarde', true],
  ['conectar', 'bilhete-de-afeto', true],
  ['educar', 'diario-de-memorias', false],
  ['convencer', 'abraco-terracota', true],
  ['conectar', 'lua-cheia', true],
  ['educar', 'jardim-suave', false],
  ['investigar', 'primeira-pagina', true],
  ['investigar', 'dossie-confidencial', true],
  ['investigar', 'plantao-urgente', true],
  ['investigarLongo', 'plantao-urgente', false],
  ['investigarLongo', 'primeira-pagina', true],
  ['convencer', 'documentario', true],
  ['educar', 'quadro-de-evidencias', false],
  ['convencer', 'relatorio-especial', true],
  ['convencer', 'grito', true],
  ['conectar', 'bloco-vermelho', true],
  ['convencer', 'cartaz-construtivista', false],
  ['longo', 'neon-noturno', false],
  ['educar', 'voz-eletrica', false],
  ['longo', 'contraste-total', false],
  ['longo', 'aquarela-fim-de-tarde', false],
  ['longo', 'primeira-pagina', false],
  ['longo', 'dossie-confidencial', false],
  ['longo', 'bilhete-de-afeto', false],
];

function withCover(content: StoredCarouselContent): StoredCarouselContent {
  return { ...content, campos: { ...content.campos, imagemChave: COVER_KEY } } as StoredCarouselContent;
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const renderer = createRenderer({ onWarning: (message) => console.warn(message) });
  const images = new Map<string, Uint8Array>([
    [COVER_KEY, await createPhoto(1600, 1200, 20)],
    [POINT_KEY, await createPhoto(900, 900, 190)],
  ]);
  for (const [sample, slug, hasPhoto] of PAIRS) {
    if (onlySlugs.length > 0 && !onlySlugs.includes(slug)) continue;
    const template = SEED_TEMPLATES.find((item) => item.slug === slug);
    const content = SAMPLES[sample];
    if (!template || !content) continue;
    const plan = writeLocalPlan(hasPhoto ? withCover(content) : content);
    const refs = listImageRefs(plan);
    const started = performance.now();
    for (const [index, slide] of plan.slides.entries()) {
      const png = await renderer.renderSlide({
        design: template.design,
        slide,
        index,
        total: plan.slides.length,
        images,
      });
      writeFileSync(join(outDir, `${slug}-${sample}-${String(index + 1).padStart(2, '0')}.png`), png);
    }
    const elapsed = performance.now() - started;
    console.log(
      `${slug} (${sample}): ${plan.slides.length} slides, ${(elapsed / plan.slides.length).toFixed(0)} ms/slide, images: ${refs.length}`,
    );
    writeFileSync(join(outDir, `${slug}-preview.png`), await renderer.renderTemplatePreview(template.design));
  }
}

await main();
