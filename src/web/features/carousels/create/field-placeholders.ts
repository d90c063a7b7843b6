import type { Objective } from '../../../../shared/constants';

/** Examples inside the empty fields: they show the tone expected without repeating the label. */
export const FIELD_PLACEHOLDERS: Record<Objective, Record<string, string>> = {
  educar: {},
  conectar: {
    historiaDeQue: 'Ex.: Como saí das dívidas abrindo um brechó online',
    desafio: 'Qual era o problema ou a dificuldade no começo?',
    acao: 'O que você fez que ninguém estava fazendo?',
    resultado: 'O que mudou depois? Traga números se tiver.',
    moral: 'A lição que fica para quem está lendo.',
  },
  convencer: {
    objetivo: 'Ex.: Mostrar que dá para vender mais sem dar desconto',
    mito: 'A crença comum que você vai derrubar.',
    verdade: 'O que realmente acontece.',
    mecanismo: 'Por que isso é verdade? Dados, exemplos, a explicação.',
    novoCaminho: 'O que a pessoa deve fazer a partir de agora.',
    cta: 'Ex.: Salve este post e mande para quem precisa ler.',
  },
  investigar: {
    assunto: 'Ex.: Nova regra para MEIs começa a valer em abril',
    localizacao: 'Ex.: São Paulo, SP',
    data: 'Ex.: 12 de março de 2026',
    cta: 'Ex.: Conta nos comentários o que você acha.',
  },
};
