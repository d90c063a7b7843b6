import { LegalLayout, type LegalSection } from '../components/legal-layout';

const SECTIONS: LegalSection[] = [
  {
    title: 'Dados que coletamos',
    paragraphs: [
      'Dados da conta: nome, e-mail e senha (guardada apenas como hash, nunca em texto).',
      'Dados de uso: os campos e imagens que você envia para criar carrosséis, o histórico de créditos e pagamentos, e registros técnicos de acesso (data, endereço IP e navegador) para segurança.',
      'Chamados de suporte: o título, a descrição e o telefone que você informar.',
    ],
  },
  {
    title: 'Para que usamos',
    paragraphs: [
      'Para criar e entregar seus carrosséis, manter seu saldo de créditos, confirmar pagamentos PIX, enviar e-mails sobre a conta (confirmação, redefinição de senha) e prevenir fraudes e abusos.',
      'Não vendemos seus dados e não os usamos para publicidade de terceiros.',
    ],
  },
  {
    title: 'Com quem compartilhamos',
    paragraphs: [
      'Apenas com quem nos ajuda a prestar o serviço, na medida do necessário: a instituição de pagamento que processa o PIX, o serviço de envio de e-mails e a infraestrutura onde o app roda. Também podemos compartilhar dados quando a lei exigir.',
    ],
  },
  {
    title: 'Armazenamento e segurança',
    paragraphs: [
      'Seus dados ficam em servidores com acesso restrito. A sessão de login fica guardada apenas na aba do navegador e é apagada quando a aba é fechada.',
      'Mantemos os dados enquanto a conta existir. Ao excluir a conta, seus carrosséis, créditos e demais registros ligados a ela são apagados, exceto o que a lei nos obrigar a guardar.',
    ],
  },
  {
    title: 'Seus direitos (LGPD)',
    paragraphs: [
      'Você pode pedir acesso, correção, portabilidade ou exclusão dos seus dados e informações sobre o uso deles, conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018). Basta abrir um chamado pelo app.',
    ],
  },
];

/** /privacidade: the privacy policy linked from the register screen. Public. */
export function Component() {
  return (
    <LegalLayout
      title="Política de Privacidade"
      updatedAt="20 de novembro de 2026"
      intro="Esta política explica quais dados o Carrossel coleta, por que coleta e como você pode controlá-los."
      sections={SECTIONS}
    />
  );
}
