import sharp from 'sharp';
import type { SlideBrand } from '../../../src/server/slide-engine/render/brand/slide-brand';
import type { Slide } from '../../../src/server/slide-engine/render/slide';
import { defaultDesignForBackgroundImage, SEED_TEMPLATES } from '../../../src/server/slide-engine/templates';
import type { TemplateDesign } from '../../../src/server/slide-engine/templates/design-schema';
import type { Objective } from '../../../src/shared/constants';

/**
 * The fixed slides the golden-image tests render. They are written out here (not produced by
 * a writer) so a change in the copywriting never moves a reference: the goldens guard the
 * renderer and the designs only. Each objective contributes the slides whose shape is its own:
 * the cover, the second slide, and its signature slide (quote, list, closing).
 */

export const COVER_PHOTO_REF = 'golden/capa.jpg';
export const ADMIN_BACKGROUND_REF = 'golden/fundo-admin.jpg';

export interface GoldenSlide {
  slide: Slide;
  index: number;
}

export interface ObjectiveSheet {
  total: number;
  slides: GoldenSlide[];
}

export const GOLDEN_OBJECTIVES: Record<Objective, ObjectiveSheet> = {
  conectar: {
    total: 6,
    slides: [
      {
        index: 0,
        slide: {
          kind: 'cover',
          eyebrow: 'Leia até o fim',
          title: 'A história de quando fui demitida e abri minha confeitaria',
        },
      },
      {
        index: 1,
        slide: {
          kind: 'content',
          eyebrow: 'O desafio',
          title: 'Eu tinha três meses de reserva e nenhum cliente',
          body: 'Todo dia eu pensava em desistir.',
        },
      },
      {
        index: 4,
        slide: {
          kind: 'content',
          eyebrow: 'A moral da história',
          title: 'Às vezes, o fim é só o começo com outra roupa',
          variant: 'quote',
        },
      },
    ],
  },
  convencer: {
    total: 6,
    slides: [
      {
        index: 0,
        slide: {
          kind: 'cover',
          eyebrow: 'Esqueça o que te contaram',
          title: 'Parar de procrastinar com planilhas de produtividade',
        },
      },
      {
        index: 1,
        slide: {
          kind: 'content',
          eyebrow: 'O mito',
          title: 'Você precisa de mais disciplina para render mais',
        },
      },
      {
        index: 5,
        slide: {
          kind: 'closing',
          eyebrow: 'Agora é com você',
          title: 'Salve este post e teste amanhã cedo',
          body: 'Salve este post e compartilhe com quem ainda acredita no mito.',
        },
      },
    ],
  },
  investigar: {
    total: 4,
    slides: [
      {
        index: 0,
        slide: {
          kind: 'cover',
          eyebrow: 'Investigação',
          title: 'O sumiço das verbas da merenda escolar em três municípios',
        },
      },
      {
        index: 1,
        slide: {
          kind: 'content',
          eyebrow: 'Onde e quando',
          title: 'Vale do Ribeira, SP',
          body: 'março de 2026',
        },
      },
      {
        index: 2,
        slide: {
          kind: 'content',
          eyebrow: 'O que aconteceu',
          title: 'O que se sabe até agora',
          body: 'O sumiço das verbas da merenda escolar em três municípios\nLocal: Vale do Ribeira, SP\nData: março de 2026',
          variant: 'list',
        },
      },
    ],
  },
  educar: {
    total: 6,
    slides: [
      {
        index: 0,
        slide: {
          kind: 'cover',
          eyebrow: 'Guia rápido · 3 pontos',
          title: 'Como precificar seu serviço sem medo',
        },
      },
      {
        index: 2,
        slide: {
          kind: 'content',
          eyebrow: 'Ponto 1 de 3',
          title: 'Some todos os seus custos',
          body: 'Aluguel, internet, ferramentas, impostos e o seu salário. 💸',
        },
      },
      {
        index: 5,
        slide: {
          kind: 'closing',
          eyebrow: 'Recapitulando',
          title: 'Salve este guia para consultar depois',
          body: '1. Some todos os seus custos\n2. Defina sua margem\n3. Compare com o mercado',
          variant: 'list',
        },
      },
    ],
  },
};

/**
 * The sheet each template also renders in the two other formats: a cover, a content slide with a body, a
 * point with its photo (the tightest case on a square slide), a closing list; then the cover with a photo.
 */
export const GOLDEN_FORMAT_SHEET: ObjectiveSheet = {
  total: 6,
  slides: [
    GOLDEN_OBJECTIVES.conectar.slides[0],
    GOLDEN_OBJECTIVES.conectar.slides[1],
    {
      index: 2,
      slide: {
        kind: 'content',
        eyebrow: 'Ponto 1 de 3',
        title: 'Some todos os seus custos antes de dar o preço',
        body: 'Aluguel, internet, ferramentas, impostos e o seu salário. Sem isso, o preço é um chute. 💸',
        imageRef: 'golden/capa.jpg',
      },
    },
    GOLDEN_OBJECTIVES.educar.slides[2],
  ].filter((slide): slide is GoldenSlide => slide !== undefined),
};

/**
 * The flaws once seen, kept in view: a word longer than any line (hyphenated at its syllables), a cedilla
 * right above an accented capital, a headline long enough to reach the corner of a content slide, and the
 * closing slide of a seven-slide carousel (its corner block on the same side as the save cue).
 */
export const GOLDEN_EXTREME_SHEET: ObjectiveSheet = {
  total: 7,
  slides: [
    {
      index: 0,
      slide: { kind: 'cover', eyebrow: 'Direito', title: 'Inconstitucionalissimamente' },
    },
    {
      index: 1,
      slide: {
        kind: 'content',
        eyebrow: 'O mito',
        title: 'Faça\nRápido o que precisa para render mais',
      },
    },
    {
      index: 6,
      slide: {
        kind: 'closing',
        eyebrow: 'Fim',
        title: 'Salve este post e teste amanhã cedo',
        body: 'Salve este post.',
      },
    },
  ],
};

/**
 * Extreme input whose body cannot fit even at its smallest size: long words that no line holds (hyphenated
 * across lines) among short ones, so the cut must drop the hyphenated pieces and end on a whole word with
 * "…" (docs/decisions/0013-slides-drawn-by-takumi.md, layout follow-up).
 */
const UNBREAKABLE = 'inconstitucionalissimamente'.repeat(4);

export const GOLDEN_ELLIPSIS_SHEET: ObjectiveSheet = {
  total: 6,
  slides: [
    {
      index: 2,
      slide: {
        kind: 'content',
        eyebrow: 'Texto longo demais',
        title: 'O corte termina numa palavra inteira',
        body: `Antes ${UNBREAKABLE} depois `.repeat(30).trim(),
      },
    },
  ],
};

export const AVATAR_REF = 'golden/avatar.png';
/** A wide logo with a transparent ground (its letters and mark must stay whole, never cropped to a circle). */
export const LOGO_REF = 'golden/logo.png';

/**
 * Two brand kits at the edges: the longest name and handle with a neon yellow and green (too pale on light
 * grounds, so the renderer must darken them) and an avatar; and pure black and blue with the Impacto fonts
 * (too dark on dark grounds). Templates alternate between them.
 */
export const GOLDEN_BRANDS: SlideBrand[] = [
  {
    nome: 'Maria Eduarda Albuquerque de Vasconcelos Cavalcanti Ferreira',
    arroba: 'maria.eduarda_albuquerque.vasc',
    avatar_chave: AVATAR_REF,
    avatar_forma: 'circulo',
    cor_primaria: '#ffff00',
    cor_destaque: '#00ff00',
    fonte: null,
    mostrar_nome: true,
    mostrar_arroba: true,
    mostrar_avatar: true,
    onde: 'todos',
  },
  {
    nome: 'Estúdio Pão & Ação',
    arroba: 'estudio.pao',
    avatar_chave: null,
    avatar_forma: 'circulo',
    cor_primaria: '#000000',
    cor_destaque: '#0000ff',
    fonte: 'impacto',
    mostrar_nome: true,
    mostrar_arroba: true,
    mostrar_avatar: false,
    onde: 'todos',
  },
];

/** A kit whose image is a logo, drawn whole on every slide; rendered in the three formats. */
export const GOLDEN_LOGO_BRAND: SlideBrand = {
  nome: 'Café Aurora',
  arroba: 'cafe.aurora',
  avatar_chave: LOGO_REF,
  avatar_forma: 'logo',
  cor_primaria: null,
  cor_destaque: '#c2410c',
  fonte: null,
  mostrar_nome: true,
  mostrar_arroba: true,
  mostrar_avatar: true,
  onde: 'todos',
};

/** The brand sheet: a cover, a point with a body, a closing list, and the cover over a photo. */
export const GOLDEN_BRAND_SHEET: ObjectiveSheet = {
  total: 6,
  slides: [
    GOLDEN_OBJECTIVES.conectar.slides[0],
    GOLDEN_OBJECTIVES.educar.slides[1],
    GOLDEN_OBJECTIVES.educar.slides[2],
  ].filter((slide): slide is GoldenSlide => slide !== undefined),
};

export interface GoldenTemplate {
  name: string;
  design: TemplateDesign;
}

/** Every seed template, plus the design an admin gets by uploading a photo. */
export const GOLDEN_TEMPLATES: GoldenTemplate[] = [
  ...SEED_TEMPLATES.map((template) => ({ name: template.slug, design: template.design })),
  { name: 'foto-do-admin', design: defaultDesignForBackgroundImage(ADMIN_BACKGROUND_REF) },
];

/**
 * Drawn, not downloaded: deterministic photos with the colours that show a renderer's faults.
 * The cover photo has a bright sky, a face-like highlight and a dark ground; the admin background
 * is the saturated orange and turquoise that once came out olive and teal.
 */
async function drawPhoto(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

export async function createGoldenImages(): Promise<Map<string, Uint8Array>> {
  const cover = await drawPhoto(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7ec8f0"/><stop offset="1" stop-color="#f6d27a"/></linearGradient></defs>
      <rect width="1600" height="1200" fill="url(#sky)"/>
      <circle cx="1150" cy="380" r="170" fill="#fff4c2"/>
      <path d="M0 820 L420 560 L760 800 L1100 620 L1600 900 L1600 1200 L0 1200 Z" fill="#2f6b3a"/>
      <rect x="0" y="1000" width="1600" height="200" fill="#3b2a1e"/>
      <circle cx="520" cy="640" r="120" fill="#e8a57c"/>
    </svg>`,
  );
  const adminBackground = await drawPhoto(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1500">
      <rect width="1200" height="1500" fill="#ff8a1f"/>
      <path d="M0 900 C 300 700, 800 1100, 1200 800 L1200 1500 L0 1500 Z" fill="#1fd1c1"/>
      <circle cx="850" cy="350" r="220" fill="#ffc21f"/>
    </svg>`,
  );
  const avatar = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#6d28d9"/><circle cx="100" cy="80" r="40" fill="#fde68a"/><rect x="40" y="130" width="120" height="70" rx="35" fill="#fde68a"/></svg>`,
    ),
  )
    .png()
    .toBuffer();
  const logo = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="140"><circle cx="70" cy="70" r="56" fill="#c2410c"/><path d="M45 80 Q70 30 95 80 Z" fill="#fef3c7"/><rect x="150" y="38" width="240" height="26" rx="6" fill="#1f2937"/><rect x="150" y="80" width="170" height="20" rx="5" fill="#c2410c"/></svg>`,
    ),
  )
    .png()
    .toBuffer();
  return new Map<string, Uint8Array>([
    [COVER_PHOTO_REF, cover],
    [ADMIN_BACKGROUND_REF, adminBackground],
    [AVATAR_REF, avatar],
    [LOGO_REF, logo],
  ]);
}
