import { and, desc, eq, gt, inArray, ne, type SQLWrapper, sql } from 'drizzle-orm';
import type { CreditHistoryItem, CreditHistoryKind, CreditsResponse } from '../../shared/credits/schemas';
import type { Database } from '../db/client';
import { carrosseis, creditLedger, creditos, pagamentos, profiles } from '../db/schema';
import { describeHistoryAction } from './history-action';

/**
 * The newest movements a history answer carries. /api/credits is polled every 3 s while a purchase is pending,
 * so its size must stay bounded even for an account with years of carousels.
 */
export const HISTORY_LIMIT = 500;

const USAGE_KINDS: CreditHistoryKind[] = ['carrossel', 'reembolso'];

function toKind(kind: string): CreditHistoryKind {
  // The ledger's CHECK allows exactly these kinds.
  return kind as CreditHistoryKind;
}

/**
 * A workspace's ledger movements, newest first, each with what its history line reads: the carousel's theme,
 * the pack and the member's name. A zero admin adjustment (balance set to what it was) moved nothing: none.
 */
export function selectMovements(db: Database, workspaceId: string | SQLWrapper) {
  return db
    .select({
      id: creditLedger.id,
      kind: creditLedger.kind,
      delta: creditLedger.delta,
      descricao: creditLedger.descricao,
      createdAt: creditLedger.createdAt,
      tema: carrosseis.tema,
      plano: pagamentos.plano,
      por: profiles.nome,
    })
    .from(creditLedger)
    .leftJoin(profiles, eq(profiles.id, creditLedger.idUsuario))
    .leftJoin(carrosseis, eq(carrosseis.id, creditLedger.idCarrossel))
    .leftJoin(pagamentos, eq(pagamentos.id, creditLedger.idPagamento))
    .where(and(eq(creditLedger.idWorkspace, workspaceId), ne(creditLedger.delta, 0)))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id));
}

interface LedgerLine {
  id: number;
  kind: string;
  delta: number;
  descricao: string;
  createdAt: Date;
  tema: string | null;
  plano: string | null;
}

/** One settled ledger row as a history line; `by` adds who did it where the reader shows it. */
export function toHistoryItem(row: LedgerLine, by: { por?: string | null }): CreditHistoryItem {
  return {
    id: `ledger-${row.id}`,
    kind: toKind(row.kind),
    type: row.delta > 0 ? 'credit' : 'debit',
    action: describeHistoryAction({
      kind: toKind(row.kind),
      descricao: row.descricao,
      tema: row.tema,
      plano: row.plano,
    }),
    date: row.createdAt.toISOString(),
    change: row.delta,
    status: 'concluido',
    ...by,
  };
}

/**
 * The credit screen's three reads, built once and sent as named statements: the screen polls them every 3 s
 * while a purchase is pending, and the balance with its usage is one query (docs/decisions/0016-reads-at-scale.md).
 */
function prepareCreditsQueries(db: Database) {
  const workspaceId = sql.placeholder('workspaceId');
  const used = db
    .select({ used: sql<number>`coalesce(-sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(and(eq(creditLedger.idWorkspace, workspaceId), inArray(creditLedger.kind, USAGE_KINDS)));
  return {
    balance: db
      .select({ saldo: creditos.saldoAtual, used: sql<number>`(${used})` })
      .from(creditos)
      .where(eq(creditos.idWorkspace, workspaceId))
      .prepare('credits_balance'),
    ledger: selectMovements(db, workspaceId).limit(HISTORY_LIMIT).prepare('credits_ledger'),
    openCharges: db
      .select({
        id: pagamentos.id,
        plano: pagamentos.plano,
        quantidade: pagamentos.quantidade,
        createdAt: pagamentos.createdAt,
        por: profiles.nome,
      })
      .from(pagamentos)
      .leftJoin(profiles, eq(profiles.id, pagamentos.idUsuario))
      .where(
        and(
          eq(pagamentos.idWorkspace, workspaceId),
          eq(pagamentos.status, 'pendente'),
          gt(pagamentos.vencimento, sql`now()`),
        ),
      )
      .orderBy(desc(pagamentos.createdAt))
      .prepare('credits_open_charges'),
  };
}

export function createCreditsService(db: Database) {
  const queries = prepareCreditsQueries(db);
  return {
    /** The workspace's balance alone (GET /api/v1/balance). */
    async getBalance(workspaceId: string): Promise<number> {
      const [balance] = await queries.balance.execute({ workspaceId });
      return balance?.saldo ?? 0;
    },

    /**
     * The workspace's balance, credits used (carousel debits net of refunds) and the history: every ledger row of the workspace plus
     * the PIX charges still open, as 'pendente' purchases. An expired or paid charge is not listed as pending:
     * a paid one is already in the ledger, an expired one never moved a credit.
     */
    async getCredits(workspace: { id: string; pessoal: boolean }): Promise<CreditsResponse> {
      const workspaceId = workspace.id;
      const [balance] = await queries.balance.execute({ workspaceId });
      const ledgerRows = await queries.ledger.execute({ workspaceId });
      const openCharges = await queries.openCharges.execute({ workspaceId });
      // Who did it, in a team only (a personal workspace has one member).
      const by = (nome: string | null) => (workspace.pessoal ? {} : { por: nome });

      const pending: CreditHistoryItem[] = openCharges.map((charge) => ({
        id: `pix-${charge.id}`,
        kind: 'compra',
        type: 'credit',
        action: describeHistoryAction({ kind: 'compra', plano: charge.plano, tema: null, descricao: null }),
        date: charge.createdAt.toISOString(),
        change: charge.quantidade,
        status: 'pendente',
        paymentId: charge.id,
        ...by(charge.por),
      }));
      // An admin's adjustment was made by the support team, not by the member it is booked to.
      const settled = ledgerRows.map((row) =>
        toHistoryItem(row, row.kind === 'ajuste_admin' ? {} : by(row.por)),
      );
      const historico = [...pending, ...settled].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
      return {
        saldo: balance?.saldo ?? 0,
        creditosUsados: Math.max(0, balance?.used ?? 0),
        historico,
      };
    },
  };
}
export type CreditsService = ReturnType<typeof createCreditsService>;
