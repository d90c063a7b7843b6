import {
  INVITE_VALID_DAYS,
  WORKSPACE_ROLE_HINTS,
  WORKSPACE_ROLE_LABELS,
  type WorkspaceRole,
} from '../../shared/workspaces/roles';
import type { EmailMessage } from '../email/mailer';
import { buildEmail } from '../email/templates';

/** The invitation to a team workspace: the link carries the token (only its hash is stored). */
export function buildInviteEmail(input: {
  to: string;
  inviter: string;
  workspace: string;
  papel: WorkspaceRole;
  url: string;
}): EmailMessage {
  return buildEmail({
    to: input.to,
    subject: `${input.inviter} convidou você para o espaço "${input.workspace}" no Carrossel`,
    heading: 'Você recebeu um convite',
    paragraphs: [
      `${input.inviter} convidou você para o espaço de trabalho "${input.workspace}" no Carrossel, como ${WORKSPACE_ROLE_LABELS[input.papel]}: ${WORKSPACE_ROLE_HINTS[input.papel]}`,
      `Entre (ou crie sua conta) com este e-mail, ${input.to}, para aceitar. O convite vale por ${INVITE_VALID_DAYS} dias e pode ser usado uma única vez.`,
    ],
    action: { label: 'Ver convite', url: input.url },
    footer: 'Se você não esperava este convite, ignore este e-mail: nada muda sem o seu aceite.',
  });
}
