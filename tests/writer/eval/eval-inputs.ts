import type { WriterInput } from '../../../src/server/writer/types';

export interface EvalCase {
  name: string;
  input: WriterInput;
}

/**
 * The writer's fixed evaluation set: every objective, short and long fields (up to the form's
 * caps), accents, emoji, numbers and money, lists, proper names. Written for this project;
 * `npm run eval:writer` and writer-eval.test.ts run them through the writers.
 */
/** The subject that once gave Investigar's cover "Entenda o caso": two sentences, each past a headline's length. */
export const TWO_LONG_SENTENCES =
  'A Secretaria Municipal de Saúde confirmou nesta terça-feira que três pacientes morreram depois de esperar mais de doze horas por atendimento na UPA do Jardim América. O Ministério Público abriu inquérito para apurar a falta de médicos plantonistas durante o fim de semana.';

export const EVAL_CASES: EvalCase[] = [
  {
    name: 'conectar · confeitaria',
    input: {
      objetivo: 'conectar',
      campos: {
        historiaDeQue: 'de quando fui demitido e abri minha confeitaria',
        desafio:
          'Eu tinha três meses de reserva e nenhum cliente. Todo dia eu pensava em desistir e voltar para um emprego formal.',
        acao: 'Comecei a vender bolo no pote para os vizinhos do prédio.',
        resultado: 'Em seis meses, a confeitaria faturava mais do que meu antigo salário.',
        moral: 'Às vezes, o fim é só o começo com outra roupa.',
      },
    },
  },
  {
    name: 'conectar · curtíssimo',
    input: {
      objetivo: 'conectar',
      campos: {
        historiaDeQue: 'minha primeira maratona',
        desafio: 'Joelho ruim.',
        acao: 'Treinei devagar.',
        resultado: 'Terminei.',
        moral: 'Constância vence.',
      },
    },
  },
  {
    name: 'conectar · longo, 500 caracteres por campo',
    input: {
      objetivo: 'conectar',
      campos: {
        historiaDeQue:
          'de como transformei a padaria do meu avô, no bairro da Mooca, numa referência de pão de fermentação natural em São Paulo',
        desafio:
          'Em 2019 a padaria vendia 200 pães por dia e fechava no vermelho todo mês. Meu avô já tinha 78 anos e não conseguia mais acordar às 3h. Os clientes antigos estavam indo embora para o supermercado, que vendia pão mais barato. A reforma do forno custaria R$ 40.000, dinheiro que a gente não tinha. Pensamos em vender o ponto para uma farmácia que fazia propostas havia dois anos. Foi o ano mais difícil da família.',
        acao: 'Fiz um curso de fermentação natural pela internet e passei seis meses testando receitas de madrugada. Comecei vendendo só aos sábados, com fila na porta e caderninho de encomendas. Postava o processo todo no Instagram: a massa crescendo, os erros, as fornadas queimadas. Os vizinhos começaram a comentar e a trazer amigos de outros bairros.',
        resultado:
          'Hoje a padaria vende 1.200 pães por dia, tem 14 funcionários e entrou num guia gastronômico da cidade. Meu avô passa as manhãs no balcão conversando com os clientes. A farmácia desistiu de fazer propostas.',
        moral:
          'Tradição não é fazer tudo igual ao que sempre foi feito. É cuidar do que importa e ter coragem de mudar o resto.',
      },
    },
  },
  {
    name: 'conectar · emoji e exclamações',
    input: {
      objetivo: 'conectar',
      campos: {
        historiaDeQue: 'do dia em que meu canal bateu 100 mil inscritos 🎉',
        desafio: 'Passei 3 anos postando para 40 pessoas! Ninguém comentava e eu me sentia invisível 😔',
        acao: 'Parei de copiar os grandes canais e comecei a responder dúvidas reais dos meus alunos de violão.',
        resultado:
          'Um vídeo sobre acordes para iniciantes viralizou e trouxe 30 mil inscritos numa semana 🚀',
        moral: 'Quem ajuda de verdade é encontrado.',
      },
    },
  },
  {
    name: 'conectar · lista na virada',
    input: {
      objetivo: 'conectar',
      campos: {
        historiaDeQue: 'sobre como saí das dívidas em 18 meses',
        desafio: 'Eu devia R$ 23.500 no cartão e no cheque especial, com juros de mais de 12% ao mês.',
        acao: '1. Cortei todos os cartões\n2. Renegociei com o banco\n3. Vendi o carro\n4. Anotei cada gasto numa planilha',
        resultado: 'Em 18 meses quitei tudo e hoje tenho uma reserva de emergência de seis salários.',
        moral: 'Dívida não se resolve com vergonha, se resolve com plano.',
      },
    },
  },
  {
    name: 'conectar · maternidade',
    input: {
      objetivo: 'conectar',
      campos: {
        historiaDeQue: 'de como voltei a trabalhar depois da licença-maternidade',
        desafio:
          'Voltei ao escritório com a sensação de que tinha ficado para trás. As reuniões pareciam falar outra língua e eu chorava no carro antes de entrar.',
        acao: 'Pedi uma conversa franca com minha gestora e montamos juntas um plano de retomada de 90 dias.',
        resultado: 'No fim do plano, liderei o lançamento do produto mais importante do semestre.',
        moral: 'Pedir ajuda não é fraqueza; é estratégia.',
      },
    },
  },
  {
    name: 'conectar · nomes próprios',
    input: {
      objetivo: 'conectar',
      campos: {
        historiaDeQue: 'A viagem de bicicleta de Porto Alegre até Salvador',
        desafio: 'Nunca tinha pedalado mais de 50 km num dia e a BR-116 tem trechos sem acostamento.',
        acao: 'Planejei a rota com grupos de ciclistas do Rio Grande do Sul e da Bahia e dormi em casas de desconhecidos.',
        resultado: 'Foram 3.100 km em 47 dias, com um único pneu furado.',
        moral: 'O Brasil é muito maior e muito mais gentil do que a gente imagina.',
      },
    },
  },
  {
    name: 'conectar · frase longa sem pontuação',
    input: {
      objetivo: 'conectar',
      campos: {
        historiaDeQue: 'de quando larguei a engenharia para ser professora de matemática',
        desafio:
          'eu ganhava bem numa multinacional mas acordava todos os dias com um nó no estômago porque sentia que meu trabalho não fazia diferença para ninguém e cada promoção me afastava mais do que eu gostava de fazer que era explicar coisas difíceis de um jeito simples para quem estava começando',
        acao: 'Comecei dando aulas de reforço aos sábados numa ONG do meu bairro.',
        resultado: 'Dois anos depois, passei no concurso da rede estadual e hoje dou aula para 6 turmas.',
        moral: 'Sucesso é acordar sem medo da segunda-feira.',
      },
    },
  },
  {
    name: 'conectar · acentos e cedilha',
    input: {
      objetivo: 'conectar',
      campos: {
        historiaDeQue: 'da reconstrução da nossa associação de artesãs',
        desafio:
          'A enchente destruiu o galpão, as máquinas de costura e três anos de estoque de peças em crochê.',
        acao: 'Organizamos uma vaquinha, mutirões de limpeza e uma feira itinerante nas praças da região.',
        resultado: 'Reabrimos em cinco meses, com galpão novo e vinte artesãs associadas, o dobro de antes.',
        moral: 'União não é discurso: é mão na massa.',
      },
    },
  },
  {
    name: 'convencer · postar todo dia',
    input: {
      objetivo: 'convencer',
      campos: {
        objetivo: 'Mostrar que postar todo dia não faz seu perfil crescer',
        mito: 'Quem posta mais, cresce mais.',
        verdade: 'Quem resolve problemas reais cresce mais. Frequência sem relevância só cansa a audiência.',
        mecanismo: 'O algoritmo prioriza salvamentos e compartilhamentos.',
        novoCaminho: 'Poste três vezes por semana, com profundidade.',
        cta: 'Comente QUERO e eu te mando o roteiro.',
      },
    },
  },
  {
    name: 'convencer · MEI e limite',
    input: {
      objetivo: 'convencer',
      campos: {
        objetivo: 'Provar que o MEI pode, sim, emitir nota fiscal para empresas',
        mito: 'MEI só pode vender para pessoa física e não emite nota.',
        verdade:
          'O MEI pode emitir nota fiscal para qualquer cliente. Para empresas, a emissão é obrigatória e é feita no Emissor Nacional, de graça.',
        mecanismo:
          'A regra está na Resolução CGSN nº 140. O limite de faturamento anual do MEI é de R$ 81.000, e a nota conta para esse limite como qualquer outra venda.',
        novoCaminho:
          'Cadastre-se no Emissor Nacional, emita a primeira nota e ofereça seus serviços para empresas da sua região.',
        cta: 'Salve este post para consultar na hora de emitir sua primeira nota.',
      },
    },
  },
  {
    name: 'convencer · longo, 600 no mecanismo',
    input: {
      objetivo: 'convencer',
      campos: {
        objetivo: 'Convencer os donos de restaurante de que cardápio enxuto vende mais',
        mito: 'Quanto mais opções no cardápio, mais clientes o restaurante atende e mais ele fatura.',
        verdade:
          'Cardápios longos aumentam o desperdício, atrasam a cozinha e deixam o cliente indeciso. Restaurantes com menos pratos costumam ter ticket médio maior, porque cada prato é melhor executado.',
        mecanismo:
          'Cada prato novo exige insumos próprios, espaço no estoque e treino da equipe. Com 60 pratos, uma cozinha pequena compra ingredientes que vencem antes de serem usados. Com 15 pratos bem pensados, os mesmos ingredientes aparecem em várias receitas e giram todos os dias. O cozinheiro repete menos movimentos diferentes e erra menos. O garçom explica melhor cada opção. O cliente decide mais rápido, a mesa gira mais vezes na mesma noite e a margem de cada prato sobe porque a compra é maior e mais previsível.',
        novoCaminho:
          'Liste os 15 pratos que mais vendem e os que dão mais margem. Tire do cardápio o que não aparece em nenhuma das duas listas. Teste por 30 dias e compare o faturamento.',
        cta: 'Marque aqui o dono de restaurante que precisa ler isso.',
      },
    },
  },
  {
    name: 'convencer · curto',
    input: {
      objetivo: 'convencer',
      campos: {
        objetivo: 'Água com limão não emagrece',
        mito: 'Limão em jejum queima gordura.',
        verdade: 'Nenhum alimento queima gordura sozinho.',
        mecanismo: 'Emagrecer depende de déficit calórico.',
        novoCaminho: 'Cuide do total do dia, não de um copo.',
        cta: 'Siga para mais verdades sobre nutrição.',
      },
    },
  },
  {
    name: 'convencer · porcentagens e emoji',
    input: {
      objetivo: 'convencer',
      campos: {
        objetivo: 'Por que sua loja virtual não precisa de desconto para vender 💸',
        mito: 'Cliente só compra com cupom de 20% ou frete grátis.',
        verdade:
          'Em nossa loja, 62% das vendas do último trimestre saíram sem cupom nenhum. O que converte é confiança.',
        mecanismo:
          'Fotos reais, avaliações visíveis e resposta rápida no WhatsApp tiram as dúvidas que travam a compra.',
        novoCaminho:
          'Troque o cupom por provas: depoimentos, vídeos do produto em uso e política de troca clara. ✅',
        cta: 'Comente LOJA que eu te envio nosso checklist de confiança.',
      },
    },
  },
  {
    name: 'convencer · lista no novo caminho',
    input: {
      objetivo: 'convencer',
      campos: {
        objetivo: 'Mostrar que estudar inglês 15 minutos por dia funciona melhor que 3 horas no sábado',
        mito: 'Só aprende quem estuda horas seguidas.',
        verdade: 'A memória fixa melhor o que é revisado várias vezes, com intervalo.',
        mecanismo:
          'É o efeito do espaçamento: cada revisão, feita quando você está quase esquecendo, fortalece a lembrança.',
        novoCaminho:
          '- 5 minutos de vocabulário\n- 5 minutos de áudio\n- 5 minutos falando sozinho em voz alta',
        cta: 'Salve e comece hoje à noite.',
      },
    },
  },
  {
    name: 'convencer · citação e aspas',
    input: {
      objetivo: 'convencer',
      campos: {
        objetivo: 'Explicar por que "trabalhe enquanto eles dormem" é um péssimo conselho',
        mito: '"Trabalhe enquanto eles dormem" é o segredo de quem vence.',
        verdade:
          'Privação de sono derruba a atenção, a memória e o humor. Você trabalha mais horas e produz menos.',
        mecanismo:
          'Durante o sono o cérebro consolida o que aprendeu no dia. Sem ele, decisões simples ficam mais lentas.',
        novoCaminho: 'Proteja 7 horas de sono como protege uma reunião com seu maior cliente.',
        cta: 'Envie para aquele amigo que se orgulha de dormir 4 horas.',
      },
    },
  },
  {
    name: 'convencer · finanças',
    input: {
      objetivo: 'convencer',
      campos: {
        objetivo: 'Mostrar que poupança não é investimento seguro para o longo prazo',
        mito: 'A poupança é o lugar mais seguro para guardar dinheiro.',
        verdade:
          'Em vários anos a poupança rendeu menos que a inflação. Seu dinheiro fica parado e perde poder de compra.',
        mecanismo:
          'O Tesouro Selic tem a mesma garantia de segurança do governo federal e costuma render mais que a poupança.',
        novoCaminho: 'Deixe na poupança só o troco do mês. A reserva de emergência vai para o Tesouro Selic.',
        cta: 'Conta nos comentários quanto tempo faz que você não olha seu extrato.',
      },
    },
  },
  {
    name: 'convencer · CTA longo de duas frases',
    input: {
      objetivo: 'convencer',
      campos: {
        objetivo: 'Currículo de uma página não é regra',
        mito: 'Recrutador descarta qualquer currículo com mais de uma página.',
        verdade:
          'Recrutador descarta currículo confuso. Duas páginas bem organizadas leem mais rápido que uma página espremida.',
        mecanismo: 'A leitura é feita em segundos e guiada por títulos, datas e resultados em destaque.',
        novoCaminho: 'Organize por experiência, com um resultado mensurável em cada cargo.',
        cta: 'Quer ajuda com o seu? Mande CURRÍCULO no direct e eu reviso o primeiro parágrafo de graça.',
      },
    },
  },
  {
    name: 'investigar · ponte parada',
    input: {
      objetivo: 'investigar',
      campos: {
        assunto: 'Obras da ponte do Limoeiro estão paradas há oito meses. Moradores relatam alagamentos.',
        localizacao: 'Recife (PE)',
        data: 'março de 2025',
      },
    },
  },
  {
    name: 'investigar · curtíssimo',
    input: {
      objetivo: 'investigar',
      campos: { assunto: 'Escola fechada.', localizacao: 'Brasília, DF', data: '12 de março de 2026' },
    },
  },
  {
    name: 'investigar · longo com CTA',
    input: {
      objetivo: 'investigar',
      campos: {
        assunto:
          'A prefeitura fechou 12 escolas municipais sem aviso prévio aos pais. As famílias souberam pela TV, na véspera da volta às aulas. Segundo a secretaria de educação, os prédios têm problemas na rede elétrica. Cerca de 4.800 alunos foram remanejados para unidades a até 9 km de casa, e o transporte escolar ainda não foi contratado.',
        localizacao: 'Zona Norte de Manaus (AM)',
        data: '3 de fevereiro de 2026',
        cta: 'Se seu filho foi afetado, conte sua história pelo direct.',
      },
    },
  },
  {
    name: 'investigar · uma frase longa',
    input: {
      objetivo: 'investigar',
      campos: {
        assunto:
          'Moradores da Vila Esperança denunciam que a conta de água triplicou desde a troca dos hidrômetros feita pela concessionária em janeiro, sem nenhuma mudança no consumo das famílias',
        localizacao: 'Vila Esperança, Campinas (SP)',
        data: 'janeiro a abril de 2026',
      },
    },
  },
  {
    name: 'investigar · números e dinheiro',
    input: {
      objetivo: 'investigar',
      campos: {
        assunto:
          'Contrato de R$ 2,3 milhões para merenda escolar foi assinado com empresa aberta 15 dias antes da licitação. O endereço registrado é uma casa residencial.',
        localizacao: 'Feira de Santana (BA)',
        data: 'Contrato de 10/09/2025',
        cta: 'Compartilhe para que mais gente acompanhe o caso.',
      },
    },
  },
  {
    name: 'investigar · emoji',
    input: {
      objetivo: 'investigar',
      campos: {
        assunto: 'Praia do Futuro amanhece coberta de óleo 🛢️ Pescadores suspenderam o trabalho.',
        localizacao: 'Fortaleza (CE)',
        data: 'domingo, 9 de novembro de 2025',
      },
    },
  },
  {
    name: 'investigar · lista de fatos',
    input: {
      objetivo: 'investigar',
      campos: {
        assunto:
          'O que a apuração encontrou no hospital regional:\n- 3 de 8 leitos de UTI desativados\n- Fila de 40 dias para cirurgias eletivas\n- Nenhum médico ortopedista aos fins de semana',
        localizacao: 'Hospital Regional de Sobral (CE)',
        data: 'outubro de 2025',
      },
    },
  },
  {
    name: 'investigar · acentos',
    input: {
      objetivo: 'investigar',
      campos: {
        assunto:
          'Ônibus da linha 702 deixam de circular à noite. Trabalhadores do turno da madrugada ficam sem condução.',
        localizacao: 'São José dos Pinhais (PR)',
        data: 'desde 1º de julho',
      },
    },
  },
  {
    name: 'investigar · pergunta no assunto',
    input: {
      objetivo: 'investigar',
      campos: {
        assunto:
          'Para onde foram as 5 mil mudas plantadas na orla? Um ano depois do plantio, só 300 continuam de pé.',
        localizacao: 'Orla do Guaíba, Porto Alegre',
        data: 'plantio em junho de 2024',
        cta: 'Mande fotos da orla no direct.',
      },
    },
  },
  {
    // The subject that gave the cover "Entenda o caso": two sentences, each past a headline's length.
    name: 'investigar · duas frases longas',
    input: {
      objetivo: 'investigar',
      campos: {
        assunto: TWO_LONG_SENTENCES,
        localizacao: 'Goiânia (GO)',
        data: '14 de outubro de 2025',
      },
    },
  },
  {
    name: 'investigar · citação de duas frases',
    input: {
      objetivo: 'investigar',
      campos: {
        assunto:
          'Feira livre da Rua Teodoro Sampaio será transferida para o estacionamento do mercado. “A gente vende aqui há 30 anos. No estacionamento ninguém vai achar a gente”, disse o feirante José Arruda. A subprefeitura promete toldos e banheiros novos.',
        localizacao: 'Pinheiros, São Paulo (SP)',
        data: 'a partir de 2 de março',
      },
    },
  },
  {
    name: 'educar · precificar',
    input: {
      objetivo: 'educar',
      campos: {
        titulo: 'Como precificar seu serviço',
        introducao: 'Preço não é chute. É conta.',
        pontos: [
          { titulo: 'Some seus custos', descricao: 'Aluguel, internet, impostos e o seu salário.' },
          { titulo: 'Defina sua margem', descricao: 'Entre 30% e 50% para serviços.' },
          { titulo: 'Compare o mercado', descricao: 'Olhe cinco concorrentes antes de decidir.' },
        ],
      },
    },
  },
  {
    name: 'educar · um ponto',
    input: {
      objetivo: 'educar',
      campos: {
        titulo: 'O truque do timer de 25 minutos',
        introducao: 'Foco não é força de vontade, é ambiente.',
        pontos: [
          {
            titulo: 'Trabalhe em blocos',
            descricao:
              'Ligue um timer de 25 minutos, feche as abas e só pare quando tocar. Depois, 5 minutos de pausa.',
          },
        ],
      },
    },
  },
  {
    name: 'educar · dez pontos',
    input: {
      objetivo: 'educar',
      campos: {
        titulo: '10 hábitos para dormir melhor',
        introducao:
          'Dormir mal afeta humor, memória e produtividade. A boa notícia: pequenos ajustes na rotina fazem muita diferença já na primeira semana.',
        pontos: [
          {
            titulo: 'Horário fixo',
            descricao: 'Deite e acorde no mesmo horário, inclusive no fim de semana.',
          },
          {
            titulo: 'Luz da manhã',
            descricao: 'Tome 10 minutos de sol logo cedo para acertar o relógio biológico.',
          },
          {
            titulo: 'Café até as 14h',
            descricao: 'A cafeína fica horas no corpo e atrapalha o sono profundo.',
          },
          {
            titulo: 'Quarto escuro',
            descricao: 'Cortinas grossas ou máscara de dormir ajudam o corpo a relaxar.',
          },
          {
            titulo: 'Temperatura amena',
            descricao: 'Um quarto mais fresco, perto de 20 °C, favorece o sono.',
          },
          { titulo: 'Telas longe', descricao: 'Desligue celular e TV uma hora antes de deitar.' },
          { titulo: 'Jantar leve', descricao: 'Refeições pesadas à noite deixam a digestão lenta.' },
          {
            titulo: 'Exercício cedo',
            descricao: 'Atividade física ajuda, mas de preferência até o fim da tarde.',
          },
          {
            titulo: 'Ritual de desaceleração',
            descricao: 'Leitura, banho morno ou respiração lenta sinalizam que o dia acabou.',
          },
          { titulo: 'Cama é para dormir', descricao: 'Evite trabalhar ou maratonar séries deitado.' },
        ],
      },
    },
  },
  {
    name: 'educar · descrições em lista',
    input: {
      objetivo: 'educar',
      campos: {
        titulo: 'Checklist para abrir seu MEI',
        introducao: 'Abrir um MEI é gratuito e leva menos de uma hora, se você tiver tudo em mãos.',
        pontos: [
          {
            titulo: 'Documentos',
            descricao: '- CPF\n- Título de eleitor ou recibo do IR\n- Comprovante de endereço',
          },
          {
            titulo: 'Atividade',
            descricao: 'Confira se sua ocupação está na lista de atividades permitidas ao MEI.',
          },
          { titulo: 'Cadastro', descricao: 'Faça tudo pelo portal gov.br, com conta nível prata ou ouro.' },
        ],
      },
    },
  },
  {
    name: 'educar · introdução longa com números',
    input: {
      objetivo: 'educar',
      campos: {
        titulo: 'Reserva de emergência em 4 passos',
        introducao:
          'Sete em cada dez brasileiros não teriam dinheiro para uma despesa inesperada de R$ 1.000, segundo a pesquisa que você citou no seu último vídeo. A reserva de emergência é o que separa um imprevisto de uma dívida. Ela não é investimento para ganhar dinheiro: é um colchão para você não precisar do cheque especial. O ideal é juntar de 3 a 6 meses do seu custo de vida.',
        pontos: [
          {
            titulo: 'Calcule seu custo mensal',
            descricao: 'Some tudo o que você gasta num mês normal, sem luxo.',
          },
          { titulo: 'Defina a meta', descricao: 'Multiplique o custo mensal por 6.' },
          { titulo: 'Automatize', descricao: 'Programe uma transferência no dia do pagamento.' },
          {
            titulo: 'Escolha onde guardar',
            descricao: 'Liquidez diária e baixo risco: Tesouro Selic ou CDB de liquidez diária.',
          },
        ],
      },
    },
  },
];
