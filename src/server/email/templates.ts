import type { EmailMessage } from './mailer';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** One pt-BR layout for every e-mail: a heading, paragraphs, an optional button, and the plain-text twin. */
export function buildEmail(input: {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}): EmailMessage {
  const footer = input.footer ?? 'Você recebeu este e-mail porque tem uma conta no Carrossel.';
  const button = input.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(input.action.url)}" style="background:#7c3aed;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:10px;font-weight:600;display:inline-block">${escapeHtml(input.action.label)}</a></p>
<p style="font-size:13px;color:#52525b">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escapeHtml(input.action.url)}" style="color:#7c3aed;word-break:break-all">${escapeHtml(input.action.url)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="pt-BR"><body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:16px;padding:32px" cellpadding="0" cellspacing="0"><tr><td>
<p style="font-size:20px;font-weight:700;color:#7c3aed;margin:0 0 24px">Carrossel</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(input.heading)}</h1>
${input.paragraphs.map((paragraph) => `<p style="font-size:15px;line-height:1.6;margin:0 0 12px">${escapeHtml(paragraph)}</p>`).join('\n')}
${button}
<p style="font-size:12px;color:#71717a;margin-top:32px">${escapeHtml(footer)}</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    input.heading,
    '',
    ...input.paragraphs,
    ...(input.action ? ['', `${input.action.label}: ${input.action.url}`] : []),
    '',
    '—',
    footer,
  ].join('\n');
  return { to: input.to, subject: input.subject, html, text };
}

export function buildVerificationEmail(input: { to: string; nome: string; url: string }): EmailMessage {
  return buildEmail({
    to: input.to,
    subject: 'Confirme seu e-mail no Carrossel',
    heading: `Olá, ${input.nome.split(' ')[0] ?? input.nome}!`,
    paragraphs: [
      'Falta pouco para você criar seus primeiros carrosséis. Confirme seu e-mail para ativar a conta e usar seus 2 créditos grátis.',
      'O link vale por 24 horas e pode ser usado uma única vez.',
    ],
    action: { label: 'Confirmar meu e-mail', url: input.url },
    footer: 'Se você não criou uma conta no Carrossel, ignore este e-mail.',
  });
}

export function buildPasswordResetEmail(input: { to: string; nome: string; url: string }): EmailMessage {
  return buildEmail({
    to: input.to,
    subject: 'Redefinição de senha do Carrossel',
    heading: 'Redefina sua senha',
    paragraphs: [
      `Olá, ${input.nome.split(' ')[0] ?? input.nome}. Recebemos um pedido para redefinir a senha da sua conta.`,
      'O link vale por 1 hora e pode ser usado uma única vez. Ao trocar a senha, todas as sessões abertas serão encerradas.',
    ],
    action: { label: 'Criar nova senha', url: input.url },
    footer: 'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
  });
}
