import { getLogActionLabel } from '../../../../shared/admin/log-actions';
import type { LogItem } from '../../../../shared/admin/logs';
import { formatAdminDate } from '../../../../shared/dates';
import { Detail, DetailsDialog } from '../../../components/details-dialog';
import { JsonBlock } from '../../../components/ui/json-block';

/** A log entry in full: time, action, user, IP, User-Agent and the payload as JSON. */
export function LogDetailsDialog({ log, onClose }: { log: LogItem | null; onClose: () => void }) {
  return (
    <DetailsDialog
      item={log}
      onClose={onClose}
      title="Detalhes do Evento"
      description={<>Evento #{log?.id}</>}
      className="sm:max-w-2xl"
    >
      {(log) => (
        <>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label="Data/Hora">{formatAdminDate(log.created_at)}</Detail>
            <Detail label="Ação">
              {getLogActionLabel(log.acao)}
              {/* The code as stored: what the Ação filter and searches match. */}
              <span className="block font-mono text-xs text-muted-foreground">{log.acao}</span>
            </Detail>
            <Detail label="Usuário">
              {log.usuario ? `${log.usuario.nome} (${log.usuario.email})` : 'Sistema'}
              {log.id_usuario ? (
                <span className="block font-mono text-xs text-muted-foreground">{log.id_usuario}</span>
              ) : null}
            </Detail>
            <Detail label="IP">{log.ip ?? '-'}</Detail>
            <Detail className="sm:col-span-2" label="User-Agent">
              {log.user_agent ?? '-'}
            </Detail>
          </dl>
          <JsonBlock value={log.detalhes} label="Payload (JSON)" />
        </>
      )}
    </DetailsDialog>
  );
}
