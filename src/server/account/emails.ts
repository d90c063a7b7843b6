import type { EmailMessage } from '../email/mailer';
import { buildEmail } from '../email/templates';

const firstName = (nome: string) => nome.split(' ')[0] || nome;

/** To the new address: the only place the confirmation link goes. */
export function buildEmailChangeConfirmation(input: { to: string; nome: string; url: string }): EmailMessage {
  return buildEmail({
    to: input.to,
    subject: 'Confirme seu novo e-mail no Carrossel',
    heading: 'Confirme seu novo e-mail',
    paragraphs: [
      `Olá, ${firstName(input.nome)}. Você pediu para usar este endereço na sua conta do Carrossel.`,
      'A troca só acontece quando você abrir o link abaixo. Ele vale por 24 horas e pode ser usado uma única vez.',
    ],
    action: { label: 'Confirmar novo e-mail', url: input.url },
    footer: 'Se você não pediu esta troca, ignore este e-mail: nada muda.',
  });
}

/** To the current address: told of the request, never given the link. */
export function buildEmailChangeNotice(input: { to: string; nome: string; newEmail: string }): EmailMessage {
  return buildEmail({
    to: input.to,
    subject: 'Pedido de troca do e-mail da sua conta',
    heading: 'Pedido de troca de e-mail',
    paragraphs: [
      `Olá, ${firstName(input.nome)}. Recebemos um pedido para trocar o e-mail da sua conta do Carrossel para ${input.newEmail}.`,
      'A troca só acontece se alguém abrir o link enviado ao novo endereço. Até lá, nada muda.',
      'Se não foi você, troque sua senha em Minha conta e saia de todos os outros dispositivos.',
    ],
    footer: 'Você recebeu este e-mail porque ele é o endereço atual da sua conta no Carrossel.',
  });
}
