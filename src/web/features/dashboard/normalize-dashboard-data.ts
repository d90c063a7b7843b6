import { getCarouselStatusKind, isCarouselInProgress } from '../../../shared/carousels/status';
import { OBJECTIVES, type Objective } from '../../../shared/constants';

/**
 * The API answers in snake_case (SPEC section 3) and older payloads used camelCase or other names for the same
 * field; the dashboard reads both, so a rename on one side never blanks the screen.
 */
type RawRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is RawRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function pickString(record: RawRecord, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
    if (typeof value === 'number') return String(value);
  }
  return null;
}

function pickNumber(record: RawRecord, ...keys: string[]): number | null {
  for (const key of keys) {
    const value = Number(record[key]);
    if (record[key] !== null && record[key] !== undefined && record[key] !== '' && Number.isFinite(value))
      return value;
  }
  return null;
}

function pickList(raw: unknown, ...keys: string[]): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (!isRecord(raw)) return [];
  for (const key of keys) {
    const value = raw[key];
    if (Array.isArray(value)) return value;
  }
  return [];
}

function toTime(value: string | null): number {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isFinite(time) ? time : 0;
}

export interface DashboardCarousel {
  id: string;
  tema: string | null;
  objetivo: Objective | null;
  status: string | null;
  dataCriacao: string | null;
}

export function normalizeCarousel(raw: unknown): DashboardCarousel | null {
  if (!isRecord(raw)) return null;
  const id = pickString(raw, 'id', 'uuid');
  if (!id) return null;
  const objetivo = pickString(raw, 'objetivo', 'objective')?.toLowerCase() ?? null;
  return {
    id,
    tema: pickString(raw, 'tema', 'titulo', 'descricao_solicitada', 'descricaoSolicitada'),
    objetivo: OBJECTIVES.find((value) => value === objetivo) ?? null,
    status: pickString(raw, 'status')?.toLowerCase() ?? null,
    dataCriacao: pickString(raw, 'dataCriacao', 'data_criacao', 'created_at', 'createdAt'),
  };
}

/** Newest first, whatever order the server used. */
export function normalizeCarouselList(raw: unknown): DashboardCarousel[] {
  return pickList(raw, 'items', 'carousels', 'carrosseis', 'data')
    .map(normalizeCarousel)
    .filter((item): item is DashboardCarousel => item !== null)
    .sort((a, b) => toTime(b.dataCriacao) - toTime(a.dataCriacao));
}

export interface CarouselSummary {
  total: number;
  /** Processando plus pendente, as the history screen counts them. */
  processing: number;
  done: number;
}

export function summarizeCarousels(carousels: readonly DashboardCarousel[]): CarouselSummary {
  let processing = 0;
  let done = 0;
  for (const carousel of carousels) {
    const kind = getCarouselStatusKind(carousel.status);
    if (isCarouselInProgress(kind)) processing++;
    if (kind === 'done') done++;
  }
  return { total: carousels.length, processing, done };
}

export interface CreditEntry {
  isCredit: boolean;
  action: string;
  date: string | null;
  /** Signed: +N for credits in, -N for credits spent. */
  change: number;
  status: string | null;
}

export interface DashboardCredits {
  saldo: number;
  creditosUsados: number;
  historico: CreditEntry[];
}

function normalizeCreditEntry(raw: unknown): CreditEntry | null {
  if (!isRecord(raw)) return null;
  const type = pickString(raw, 'type', 'tipo')?.toLowerCase() ?? '';
  const amount = pickNumber(raw, 'change', 'delta', 'quantidade', 'amount') ?? 0;
  const isCredit = amount < 0 ? false : type === 'credit' || type === 'credito';
  // SPEC: 'credit' or "another value for a debit"; an unsigned debit amount still reads as spent.
  const change = amount < 0 || isCredit ? amount : -amount;
  return {
    isCredit,
    action:
      pickString(raw, 'action', 'acao', 'descricao', 'description') ?? (isCredit ? 'Crédito' : 'Débito'),
    date: pickString(raw, 'date', 'data', 'created_at', 'createdAt'),
    change,
    status: pickString(raw, 'status')?.toLowerCase() ?? null,
  };
}

export function normalizeCredits(raw: unknown): DashboardCredits {
  const record = isRecord(raw) ? raw : {};
  return {
    saldo: pickNumber(record, 'saldo', 'saldo_atual', 'saldoAtual', 'credits') ?? 0,
    creditosUsados: pickNumber(record, 'creditosUsados', 'creditos_usados') ?? 0,
    historico: pickList(record, 'historico', 'history', 'transacoes')
      .map(normalizeCreditEntry)
      .filter((entry): entry is CreditEntry => entry !== null)
      .sort((a, b) => toTime(b.date) - toTime(a.date)),
  };
}
