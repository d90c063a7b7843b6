import type { Objective } from '../../../shared/constants';
import type { Answer } from '../llm-answer-schema';
import type { WriterInput } from '../types';

export interface WorkedExample {
  input: WriterInput;
  answer: Answer;
}

/**
 * One finished carousel per objective, shown to the model next to its instructions. Models follow an example
 * far more closely than a list of rules: these show the arc, one idea per slide, headlines that are the
 * strongest clause and not the first words, a single call to action on the last slide, and hashtags with their
 * accents. Each answer passes every hard rule of docs/writer.md (worked-examples.test.ts checks it), so the
 * example never teaches what the checks then refuse. The subjects are deliberately far from anything a user is
 * likely to write, and the prompt says not to reuse a word of them.
 */
export const WORKED_EXAMPLES: Record<Objective, WorkedExample> = {
  conectar: {
    input: {
      objetivo: 'conectar',
      campos: {
        historiaDeQue: 'de quando troquei a loja física por encomendas de bolo feitas em casa',
        desafio:
          'Nos primeiros meses quase ninguém comprava. Eu postava fotos bonitas todos os dias e o telefone não tocava.',
        acao: 'Passei a mostrar os bastidores: a massa, os erros, a embalagem. E respondia cada comentário pelo nome.',
        resultado:
          'As encomendas começaram a vir de quem acompanhava os bastidores. A agenda do fim de semana lota cedo.',
        moral: 'As pessoas compram de quem elas conhecem.',
      },
    },
    answer: {
      slides: [
        {
          rotulo: 'Minha história',
          titulo: 'Eu postava fotos lindas e o telefone não tocava',
          texto: 'Até o dia em que troquei a vitrine pelos bastidores.',
        },
        {
          rotulo: 'O desafio',
          titulo: 'Nos primeiros meses, quase ninguém comprava',
          texto: 'Larguei a loja física pelas encomendas feitas em casa. Foto bonita todo dia, e silêncio.',
        },
        {
          rotulo: 'A virada',
          titulo: 'Comecei a mostrar o que ninguém mostra',
          texto:
            'A massa, os erros, a embalagem. E cada comentário ganhou resposta com o nome de quem escreveu.',
        },
        {
          rotulo: 'O resultado',
          titulo: 'Quem via os bastidores virou cliente',
          texto: 'Hoje a agenda do fim de semana lota cedo.',
        },
        {
          rotulo: 'A lição',
          titulo: 'As pessoas compram de quem elas conhecem',
          texto: 'Vitrine chama atenção. Convivência gera confiança.',
        },
        {
          rotulo: 'Sua vez',
          titulo: 'Você já viveu algo parecido?',
          texto: 'Conta nos comentários.',
        },
      ],
      legenda: {
        texto:
          'Eu postava fotos lindas e o telefone não tocava.\nQuando troquei a loja física pelas encomendas em casa, achei que bastava capricho na vitrine.\nO que mudou tudo foi mostrar os bastidores, erros incluídos, e conversar com cada pessoa pelo nome.',
        chamada: 'Você já viveu algo parecido? Conta nos comentários.',
        hashtags: ['#confeitaria', '#bastidores', '#encomendas', '#empreendedorismo', '#bolocaseiro'],
      },
    },
  },
  convencer: {
    input: {
      objetivo: 'convencer',
      campos: {
        objetivo: 'Mostrar que regar pouco e fundo mantém a horta viva no calor',
        mito: 'No calor é preciso regar a horta todos os dias, de manhã e à tarde.',
        verdade: 'Rega rasa e frequente deixa a raiz na superfície, onde a terra seca primeiro.',
        mecanismo:
          'Com menos regas e mais água de cada vez, a raiz desce atrás da umidade e aguenta a tarde quente.',
        novoCaminho: 'Regue a cada dois ou três dias, até a água chegar fundo, sempre no começo da manhã.',
        cta: 'Salve para lembrar na próxima onda de calor.',
      },
    },
    answer: {
      slides: [
        {
          rotulo: 'Horta no verão',
          titulo: 'Regar pouco e fundo mantém a horta viva no calor',
          texto: 'E regar todo dia pode ser o que está secando as suas plantas.',
        },
        {
          rotulo: 'O mito',
          titulo: '“No calor, rega de manhã e à tarde, todo dia”',
          texto: 'Parece cuidado. Na prática, ensina a planta a depender de você.',
        },
        {
          rotulo: 'A verdade',
          titulo: 'Rega rasa prende a raiz na superfície',
          texto: 'É justamente ali que a terra seca primeiro.',
        },
        {
          rotulo: 'Por que funciona',
          titulo: 'A raiz desce atrás da umidade',
          texto: 'Menos regas, com mais água de cada vez: a raiz vai fundo e aguenta a tarde quente.',
        },
        {
          rotulo: 'O novo caminho',
          titulo: 'A cada dois ou três dias, até a água chegar fundo',
          texto: 'Sempre no começo da manhã, antes do sol forte.',
        },
        {
          rotulo: 'Para não esquecer',
          titulo: 'Salve para lembrar na próxima onda de calor',
          texto: '',
        },
      ],
      legenda: {
        texto:
          'Regar todo dia pode ser o que está secando a sua horta.\nRega rasa deixa a raiz na superfície, onde a terra seca primeiro.\nCom menos regas e mais água de cada vez, a raiz desce e a planta atravessa a tarde quente.',
        chamada: 'Salve para lembrar na próxima onda de calor.',
        hashtags: ['#horta', '#hortaemcasa', '#rega', '#jardinagem', '#verão'],
      },
    },
  },
  investigar: {
    input: {
      objetivo: 'investigar',
      campos: {
        assunto:
          'A biblioteca municipal fechou a sala de leitura infantil para reforma. A prefeitura não informou quando a sala reabre. Os livros infantis foram levados para o saguão.',
        localizacao: 'Biblioteca Municipal de Itajubá, MG',
        data: 'maio de 2026',
        cta: '',
      },
    },
    answer: {
      slides: [
        {
          rotulo: 'Apuração',
          titulo: 'Sala de leitura infantil fechada para reforma',
          texto: 'E ainda sem data para reabrir.',
        },
        {
          rotulo: 'Onde e quando',
          titulo: 'Biblioteca Municipal de Itajubá, MG',
          texto: 'O fechamento aconteceu em maio de 2026, para uma reforma.',
        },
        {
          rotulo: 'O que se sabe',
          titulo: 'Os livros infantis foram para o saguão',
          texto: 'O acervo continua na biblioteca, fora da sala que era dedicada às crianças.',
        },
        {
          rotulo: 'Por que importa',
          titulo: 'Famílias ficam sem o espaço de leitura das crianças',
          texto: 'Quem frequentava a sala precisa saber onde e como o acervo pode ser usado agora.',
        },
        {
          rotulo: 'O que falta saber',
          titulo: 'Quando a sala reabre?',
          texto: 'A prefeitura não informou. Qual é o prazo da reforma? O que muda no espaço?',
        },
        {
          rotulo: 'Acompanhe',
          titulo: 'Siga o perfil para acompanhar os próximos desdobramentos',
          texto: '',
        },
      ],
      legenda: {
        texto:
          'Onde ficam agora os livros das crianças em Itajubá?\nA sala de leitura infantil da Biblioteca Municipal está fechada para reforma desde maio de 2026.\nOs livros infantis foram levados para o saguão, e a prefeitura não informou quando a sala reabre.',
        chamada: 'Siga o perfil para acompanhar os próximos desdobramentos.',
        hashtags: ['#itajubá', '#biblioteca', '#leituraInfantil', '#reforma', '#prefeitura'],
      },
    },
  },
  educar: {
    input: {
      objetivo: 'educar',
      campos: {
        titulo: 'Como organizar a geladeira para a comida durar mais',
        introducao:
          'Cada prateleira tem uma temperatura diferente, e guardar no lugar certo evita desperdício.',
        pontos: [
          {
            titulo: 'Porta é para o que aguenta variação',
            descricao: 'Molhos, água e sucos. Leite e ovos ficam melhor nas prateleiras do meio.',
          },
          {
            titulo: 'Carnes cruas embaixo',
            descricao: 'Na prateleira mais fria, em pote fechado, para nada pingar nos outros alimentos.',
          },
          {
            titulo: 'Folhas na gaveta, secas',
            descricao: 'Lave só na hora de usar e guarde com papel toalha para tirar a umidade.',
          },
        ],
      },
    },
    answer: {
      slides: [
        {
          rotulo: 'Guia rápido',
          titulo: 'Como organizar a geladeira para a comida durar mais',
          texto: 'Três ajustes simples.',
          ponto: null,
        },
        {
          rotulo: 'Por que importa',
          titulo: 'Cada prateleira tem uma temperatura',
          texto: 'Guardar no lugar certo evita desperdício.',
          ponto: null,
        },
        {
          rotulo: 'Ponto 1',
          titulo: 'Porta é para o que aguenta variação',
          texto: 'Molhos, água e sucos. Leite e ovos ficam melhor nas prateleiras do meio.',
          ponto: 1,
        },
        {
          rotulo: 'Ponto 2',
          titulo: 'Carnes cruas embaixo',
          texto: 'Na prateleira mais fria, em pote fechado, para nada pingar nos outros alimentos.',
          ponto: 2,
        },
        {
          rotulo: 'Ponto 3',
          titulo: 'Folhas na gaveta, secas',
          texto: 'Lave só na hora de usar e guarde com papel toalha para tirar a umidade.',
          ponto: 3,
        },
        {
          rotulo: 'Para consultar',
          titulo: 'Salve este guia para consultar quando precisar',
          texto: '',
          ponto: null,
        },
      ],
      legenda: {
        texto:
          'A comida dura mais quando cada coisa está no lugar certo da geladeira.\nCada prateleira tem uma temperatura, e isso muda o que guardar em cada uma.\nPorta para o que aguenta variação, carnes cruas embaixo e folhas secas na gaveta.',
        chamada: 'Salve este guia para consultar quando precisar.',
        hashtags: ['#geladeira', '#organização', '#cozinha', '#desperdíciozero', '#dicasdecasa'],
      },
    },
  },
};

/**
 * The example as the model reads it: the other person's fields as plain labelled lines (not inside <campos>,
 * which holds only the real user's material) and the JSON answer they got.
 */
export function formatWorkedExample(example: WorkedExample, fieldLines: readonly string[]): string {
  return [
    'Exemplo de um carrossel bem escrito, de outra pessoa e sobre outro assunto. Ele mostra o formato, o tom e o arco; não use nenhum fato, frase ou hashtag dele.',
    'Campos do exemplo:',
    ...fieldLines,
    'Resposta do exemplo:',
    JSON.stringify(example.answer),
  ].join('\n');
}
