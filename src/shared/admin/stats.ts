import { z } from 'zod';
import { logItemSchema } from './logs';

/** The 8 tables of docs/product-rules.md §2's /database screen, in the spec's order. */
export const DATABASE_TABLES = [
  'profiles',
  'carrosseis',
  'creditos',
  'templates',
  'pagamentos',
  'logs',
  'arquivos',
  'notificacoes',
] as const;
export type DatabaseTable = (typeof DATABASE_TABLES)[number];

/** GET /api/admin/stats: the admin dashboard's figures and the /database table counts, all real. */
export const adminStatsSchema = z.object({
  users: z.object({
    total: z.number().int(),
    ativos: z.number().int(),
    bloqueados: z.number().int(),
    pendentes: z.number().int(),
    admins: z.number().int(),
  }),
  /** Sum of every positive ledger movement (bonuses, purchases, refunds, admin additions). */
  creditsDistributed: z.number().int(),
  carousels: z.object({
    total: z.number().int(),
    concluidos: z.number().int(),
    /** processando plus pendente. */
    emProcessamento: z.number().int(),
    erro: z.number().int(),
  }),
  templates: z.object({ total: z.number().int(), ativos: z.number().int() }),
  /** `exact` is false for a very large table, whose count is PostgreSQL's estimate. */
  logs: z.object({ total: z.number().int(), exact: z.boolean() }),
  recentLogs: z.array(logItemSchema),
  tables: z.array(z.object({ name: z.enum(DATABASE_TABLES), count: z.number().int(), exact: z.boolean() })),
  /** The server's PostgreSQL version, e.g. '17.5'. */
  database: z.object({ version: z.string() }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
