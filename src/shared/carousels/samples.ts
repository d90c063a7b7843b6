import type { OBJECTIVES } from '../constants';
import type { SLIDE_KINDS } from './api';

/** One slide of a sample: the words the renderer draws, as a generated carousel's slide carries them. */
export interface SampleSlide {
  kind: (typeof SLIDE_KINDS)[number];
  eyebrow?: string;
  title: string;
  body?: string;
  variant?: 'quote' | 'list';
}

export interface SampleCarousel {
  objetivo: (typeof OBJECTIVES)[number];
  tema: string;
  slides: readonly SampleSlide[];
}

/**
 * The three short carousels the public /planos page shows, one per objective, each drawn in one of the sample
 * templates by the real slide engine (GET sampleSlidePath). The page reads the same words for the alt texts.
 */
export const SAMPLE_CAROUSELS: readonly SampleCarousel[] = [
  {
    objetivo: 'conectar',
    tema: 'Do balcão da padaria ao primeiro cliente fiel',
    slides: [
      { kind: 'cover', eyebrow: 'Nossa história', title: 'Do balcão da padaria ao primeiro cliente fiel' },
      {
        kind: 'content',
        eyebrow: 'O começo',
        title: 'Abrimos com três mesas e um forno emprestado',
        body: 'No primeiro mês vendemos 40 pães por dia. Sobrava tempo para conversar com cada cliente.',
      },
      {
        kind: 'content',
        eyebrow: 'A virada',
        title: 'Um cliente pediu pão sem glúten. Hoje é o mais vendido',
        body: 'Ouvir quem entra pela porta mudou o nosso cardápio inteiro.',
      },
      {
        kind: 'closing',
        title: 'Conte para nós: qual pão não pode faltar?',
        body: 'Responda nos comentários.',
      },
    ],
  },
  {
    objetivo: 'convencer',
    tema: 'Preço baixo não fecha venda',
    slides: [
      { kind: 'cover', eyebrow: 'Mito de vendas', title: 'Preço baixo não fecha venda' },
      {
        kind: 'content',
        eyebrow: 'O mito',
        title: 'Desconto é a única forma de convencer',
        body: 'Quem compra só pelo preço vai embora na primeira oferta do concorrente.',
        variant: 'quote',
      },
      {
        kind: 'content',
        eyebrow: 'O que funciona',
        title: 'Mostre o resultado antes do preço',
        body: 'Depoimentos de clientes\nGarantia clara\nUm exemplo real de antes e depois',
        variant: 'list',
      },
      {
        kind: 'closing',
        title: 'Salve este post para a sua próxima proposta',
        body: 'E compartilhe com a equipe.',
      },
    ],
  },
  {
    objetivo: 'investigar',
    tema: '3 dados sobre o sono que ninguém conta',
    slides: [
      { kind: 'cover', eyebrow: 'Investigação', title: '3 dados sobre o sono que ninguém conta' },
      {
        kind: 'content',
        eyebrow: 'Dado 1',
        title: '7 horas por noite é o mínimo para um adulto',
        body: 'Menos que isso, por semanas, já afeta a memória e o humor.',
      },
      {
        kind: 'content',
        eyebrow: 'Dado 2',
        title: 'A tela à noite atrasa o sono em até 1 hora',
        body: 'A luz do celular adia o cansaço que o corpo sentiria sozinho.',
      },
      { kind: 'closing', title: 'Qual desses dados você não sabia?', body: 'Siga para a parte 2.' },
    ],
  },
];
