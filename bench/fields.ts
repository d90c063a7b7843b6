/** The fields of a Convencer carousel that the benches submit (realistic lengths, every field filled). */
export const BENCH_CONVENCER_FIELDS = {
  objetivo: 'Parar de procrastinar com planilhas de produtividade',
  mito: 'Você precisa de mais disciplina para render mais.',
  verdade: 'Quem rende mais tem sistemas simples, não força de vontade infinita.',
  mecanismo: 'Decisões pré-tomadas eliminam o atrito: a agenda decide por você.',
  novoCaminho: 'Escolha 3 tarefas na noite anterior e bloqueie 90 minutos pela manhã.',
  cta: 'Salve este post e teste amanhã cedo.',
};
