import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { formatDateTime } from '../../shared/dates';
import { formatCents } from '../../shared/money';
import type { AppContext } from '../app-types';
import type { DbExecutor } from '../db/client';
import { profiles } from '../db/schema';
import { buildEmail } from '../email/templates';
import { describePlan } from './history-action';

type EmailDeps = Pick<AppContext, 'email' | 'config'>;

async function findRecipient(tx: DbExecutor, userId: string) {
  const [person] = await tx
    .select({ nome: profiles.nome, email: profiles.email, status: profiles.status })
    .from(profiles)
    .where(eq(profiles.id, userId));
  // A deleted account keeps its payments anonymised, with an address nobody reads: nothing to send.
  if (!person || person.status === 'excluida') return null;
  return { ...person, firstName: person.nome.split(' ')[0] || person.nome };
}

const creditsWord = (count: number) => `${count} ${Math.abs(count) === 1 ? 'crédito' : 'créditos'}`;

/**
 * The purchase receipt, queued in the transaction that credits the payment (docs/account.md): the row lock and
 * the ledger's unique key let that branch run once per payment, so a retried webhook or a poll racing it never
 * queues a second receipt, and a rolled-back credit sends none. Always sent: a receipt is not a preference.
 */
export async function queuePurchaseReceipt(
  ctx: EmailDeps,
  tx: DbExecutor,
  client: pg.PoolClient,
  payment: {
    id: string;
    idUsuario: string;
    plano: string;
    quantidade: number;
    valor: number;
    pixId: string | null;
    provider: string;
  },
  paidAt: Date,
  balance: number,
): Promise<void> {
  const buyer = await findRecipient(tx, payment.idUsuario);
  if (!buyer) return;
  await ctx.email.enqueue(
    {
      ...buildEmail({
        to: buyer.email,
        subject: `Recibo: ${creditsWord(payment.quantidade)} no Carrossel`,
        heading: `${buyer.firstName}, seu pagamento foi confirmado`,
        paragraphs: [
          `Pacote: ${describePlan(payment.plano)}, ${creditsWord(payment.quantidade)}.`,
          `Valor pago via PIX: ${formatCents(payment.valor)}.`,
          `Data do pagamento: ${formatDateTime(paidAt.toISOString())} (horário de Brasília).`,
          `Seu saldo agora: ${creditsWord(balance)}.`,
          `Número do pedido: ${payment.id}.`,
          ...(payment.pixId ? [`Identificador da cobrança PIX: ${payment.pixId}.`] : []),
        ],
        action: { label: 'Ver meus créditos', url: `${ctx.config.APP_URL}/creditos` },
        footer: 'Este é o recibo da sua compra no Carrossel. Guarde-o para os seus registros.',
      }),
      // One receipt per payment, however often a confirmation or this e-mail's job runs.
      once: { kind: 'recibo-compra', id: payment.id },
    },
    { client },
  );
}

/** "Seus créditos foram ajustados": an admin's change with its reason, queued in the adjustment's transaction. */
export async function queueCreditAdjustmentEmail(
  ctx: EmailDeps,
  tx: DbExecutor,
  client: pg.PoolClient,
  adjustment: { userId: string; quantidade: number; motivo: string; saldo: number },
): Promise<void> {
  const person = await findRecipient(tx, adjustment.userId);
  if (!person) return;
  const change =
    adjustment.quantidade > 0
      ? `Adicionamos ${creditsWord(adjustment.quantidade)} à sua conta.`
      : `Retiramos ${creditsWord(-adjustment.quantidade)} da sua conta.`;
  await ctx.email.enqueue(
    buildEmail({
      to: person.email,
      subject: 'Seus créditos foram ajustados',
      heading: `${person.firstName}, seus créditos foram ajustados`,
      paragraphs: [
        change,
        `Motivo: ${adjustment.motivo}`,
        `Seu saldo agora: ${creditsWord(adjustment.saldo)}.`,
        'Se tiver alguma dúvida, responda abrindo um chamado no app.',
      ],
      action: { label: 'Ver meus créditos', url: `${ctx.config.APP_URL}/creditos` },
    }),
    { client },
  );
}

/** What the refund e-mails say about a payment's refund. */
interface RefundNotice {
  paymentId: string;
  userId: string;
  plano: string;
  quantidade: number;
  valor: number;
  saldo: number;
}

/** Queues one of the refund e-mails to the buyer, once per payment and kind, with the link to the credits. */
async function queueRefundNotice(
  ctx: EmailDeps,
  tx: DbExecutor,
  client: pg.PoolClient,
  refund: RefundNotice,
  kind: string,
  write: (firstName: string) => { subject: string; heading: string; paragraphs: string[]; footer?: string },
): Promise<void> {
  const person = await findRecipient(tx, refund.userId);
  if (!person) return;
  await ctx.email.enqueue(
    {
      ...buildEmail({
        to: person.email,
        ...write(person.firstName),
        action: { label: 'Ver meus créditos', url: `${ctx.config.APP_URL}/creditos` },
      }),
      once: { kind, id: refund.paymentId },
    },
    { client },
  );
}

/**
 * "Sua compra foi estornada": queued in the transaction that records the refund and takes the pack's credits
 * back, once per payment (the refund's unique key lets that transaction commit once).
 */
export async function queueRefundEmail(
  ctx: EmailDeps,
  tx: DbExecutor,
  client: pg.PoolClient,
  refund: RefundNotice & { motivo: string },
): Promise<void> {
  await queueRefundNotice(ctx, tx, client, refund, 'estorno-compra', (firstName) => ({
    subject: `Estorno da sua compra no Carrossel (${formatCents(refund.valor)})`,
    heading: `${firstName}, sua compra foi estornada`,
    paragraphs: [
      `Pacote: ${describePlan(refund.plano)}, ${creditsWord(refund.quantidade)}.`,
      `Valor devolvido via PIX para a conta que pagou: ${formatCents(refund.valor)}.`,
      `Motivo: ${refund.motivo}`,
      `Retiramos ${creditsWord(refund.quantidade)} da sua conta. Seu saldo agora: ${creditsWord(refund.saldo)}.`,
      `Número do pedido: ${refund.paymentId}.`,
    ],
    footer: 'A devolução pode levar alguns minutos para aparecer no extrato do seu banco.',
  }));
}

/**
 * "O estorno não foi realizado": the provider accepted a refund the user was told about and later reported it
 * not carried out; the pack's credits are back. Queued in the transaction that gives them back, once per payment.
 */
export async function queueRefundNotDoneEmail(
  ctx: EmailDeps,
  tx: DbExecutor,
  client: pg.PoolClient,
  refund: RefundNotice,
): Promise<void> {
  await queueRefundNotice(ctx, tx, client, refund, 'estorno-nao-realizado', (firstName) => ({
    subject: 'O estorno da sua compra não foi realizado',
    heading: `${firstName}, o estorno não foi realizado`,
    paragraphs: [
      `O banco não concluiu a devolução de ${formatCents(refund.valor)} do pacote ${describePlan(refund.plano)}: nenhum valor foi devolvido.`,
      `Devolvemos ${creditsWord(refund.quantidade)} à sua conta. Seu saldo agora: ${creditsWord(refund.saldo)}.`,
      `Número do pedido: ${refund.paymentId}.`,
      'Se ainda quiser o dinheiro de volta, abra um chamado no app e nossa equipe resolve com você.',
    ],
  }));
}
