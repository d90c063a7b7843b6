import { formatDateTime } from '../../shared/dates';
import type { EmailMessage } from '../email/mailer';
import { buildEmail } from '../email/templates';

/** "Your data is ready": the link works until `expiresAt` (24 hours). */
export function buildExportReadyEmail(input: {
  to: string;
  nome: string;
  url: string;
  expiresAt: Date;
}): EmailMessage {
  return buildEmail({
    to: input.to,
    subject: 'Seus dados do Carrossel estão prontos',
    heading: 'Sua cópia de dados está pronta',
    paragraphs: [
      `Olá, ${input.nome.split(' ')[0] ?? input.nome}. Preparamos o arquivo ZIP com os seus dados: perfil, extrato de créditos, pagamentos, chamados, carrosséis com os campos preenchidos e todos os seus arquivos.`,
      `O link funciona até ${formatDateTime(input.expiresAt.toISOString())} (horário de Brasília). Depois disso, peça uma nova cópia em Minha conta.`,
    ],
    action: { label: 'Baixar meus dados', url: input.url },
    footer: 'Se você não pediu esta cópia, troque sua senha: alguém pode ter acesso à sua conta.',
  });
}
