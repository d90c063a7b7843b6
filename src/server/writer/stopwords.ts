/**
 * Portuguese words that say nothing about a post's subject, folded (no accents, lower
 * case). Hashtags made of them ("#quando", "#muito") only add noise.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a ao aos aquela aquelas aquele aqueles aquilo as ate agora ainda alem algo alguem algum alguma algumas alguns
  antes apenas apos aqui assim atraves bem bom cada cima coisa coisas com como contra contudo cujo cuja da das de
  dela delas dele deles demais depois desde dessa dessas desse desses desta destas deste destes deve devem dia
  dias disso disto do dos durante e ela elas ele eles em embora enquanto entao entre era eram essa essas esse esses
  esta estas este estes esta estao estar estava estavam estive esteve estou eu faz fazer fazendo feito fez foi
  fomos for foram forma gente ha havia hoje isso isto ja la lhe lhes lo mais mas me mesma mesmo meu meus minha
  minhas muito muita muitas muitos na nao nas nem nenhum nenhuma nessa nesse nesta neste ninguem no nos nossa
  nossas nosso nossos num numa nunca o os ou outra outras outro outros para parece pela pelas pelo pelos pode podem
  poder pois por porque porem pouco primeiro quais qual qualquer quando quanto quantos que quem se seja sejam sem
  sempre sendo ser seria seu seus si sido so sob sobre sua suas tal tambem tampouco tanto tao te tem temos tenho
  ter teu teus teve tinha tinham toda todas todo todos tu tua tuas tudo um uma umas uns vai vamos voce voces vou
  ver vez vezes acho achar acabou coisa cada fiz fica ficou fui quero queria sei saber sao tipo vida ano anos mes
  mostrar provar explicar vem veio onde aonde agora ontem amanha depois antes sim ter tive ninguem alguem nada
  melhor pior grande pequeno novo nova novos novas outro primeira ultimo ultima dentro fora dois duas tres quatro
  cinco seis sete oito nove cento cem primeiro segundo terceiro meses semana semanas horas minutos tempo vezes
  pessoa pessoas alguma quase cerca todas outra outras sobre porque entao depois enquanto tinha estava fazia
  conta contar falar dizer disse dizia precisa preciso pensar pensava janeiro fevereiro marco abril maio junho
  julho agosto setembro outubro novembro dezembro segunda terca quarta quinta sexta sabado domingo feira desde hora menos volta jeito maior menor parte lado final fins meio vale`
    .split(/\s+/)
    .filter((word) => word !== ''),
);
