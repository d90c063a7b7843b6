import type { KnownLogAction } from '../../shared/admin/logs';
import type { DbExecutor } from '../db/client';
import { logs } from '../db/schema';

export interface LogEntry {
  idUsuario?: string | null;
  acao: KnownLogAction;
  detalhes?: Record<string, unknown>;
  ip?: string | null;
  userAgent?: string | null;
}

/** Appends a system log row (admin 'Logs do Sistema'). Pass a transaction to tie it to the change it records. */
export async function writeLog(db: DbExecutor, entry: LogEntry): Promise<void> {
  await db.insert(logs).values({
    idUsuario: entry.idUsuario ?? null,
    acao: entry.acao.slice(0, 100),
    detalhes: entry.detalhes ?? null,
    ip: entry.ip?.slice(0, 45) ?? null,
    userAgent: entry.userAgent ?? null,
  });
}
