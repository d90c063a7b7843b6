import { CAROUSEL_COST, SIGNUP_BONUS_CREDITS } from '../../../../shared/constants';
import { LegalLayout, type LegalSection } from '../components/legal-layout';

const SECTIONS: LegalSection[] = [
  {
    title: 'O serviço',
    paragraphs: [
      'O Carrossel gera carrosséis para o Instagram a partir do objetivo, dos campos de conteúdo e do estilo visual que você escolhe. Os textos são montados a partir das suas palavras; revise tudo antes de publicar.',
    ],
  },
  {
    title: 'Sua conta',
    paragraphs: [
      'Para usar o serviço você cria uma conta com nome, e-mail e senha e confirma o e-mail pelo link que enviamos. Você é responsável por manter a senha em segredo e por tudo o que for feito com a sua conta.',
      'Podemos bloquear contas usadas para fraude, abuso ou em desacordo com estes termos.',
    ],
  },
  {
    title: 'Créditos e pagamentos',
    paragraphs: [
      `Cada carrossel criado consome ${CAROUSEL_COST} crédito. Toda conta nova recebe ${SIGNUP_BONUS_CREDITS} créditos grátis após a confirmação do e-mail.`,
      'Créditos adicionais são vendidos em pacotes e pagos somente via PIX. Os créditos são liberados quando o pagamento é confirmado, não expiram e não podem ser convertidos em dinheiro.',
      'Se a criação de um carrossel falhar por um erro nosso, o crédito usado é devolvido à sua conta.',
    ],
  },
  {
    title: 'Seu conteúdo',
    paragraphs: [
      'O conteúdo que você envia e os carrosséis gerados são seus. Você nos autoriza a processá-los apenas para prestar o serviço.',
      'Não envie conteúdo ilegal, que viole direitos de terceiros, discriminatório ou enganoso. Você responde pelo que publica.',
    ],
  },
  {
    title: 'Disponibilidade e mudanças',
    paragraphs: [
      'Trabalhamos para manter o serviço no ar, mas ele pode passar por manutenções e interrupções. Podemos atualizar estes termos; mudanças relevantes serão avisadas por e-mail ou no app.',
    ],
  },
  {
    title: 'Lei aplicável',
    paragraphs: ['Estes termos seguem a legislação brasileira, incluindo o Código de Defesa do Consumidor.'],
  },
];

/** /termos: the terms of use linked from the register screen. Public. */
export function Component() {
  return (
    <LegalLayout
      title="Termos de Uso"
      updatedAt="20 de novembro de 2026"
      intro="Estes termos explicam as regras para usar o Carrossel. Ao criar uma conta, você concorda com eles."
      sections={SECTIONS}
    />
  );
}
