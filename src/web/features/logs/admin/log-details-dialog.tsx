import type { ReactNode } from 'react';
import { getLogActionLabel } from '../../../../shared/admin/log-actions';
import type { LogItem } from '../../../../shared/admin/logs';
import { formatAdminDate } from '../../../../shared/dates';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { JsonBlock } from '../../../components/ui/json-block';
import { cn } from '../../../lib/cn';

function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('grid gap-0.5', className)}>
      <dt className="text-xs font-medium text-muted-foreground uppercase">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** A log entry in full: time, action, user, IP, User-Agent and the payload as JSON. */
export function LogDetailsDialog({ log, onClose }: { log: LogItem | null; onClose: () => void }) {
  return (
    <Dialog open={log !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Detalhes do Evento</DialogTitle>
          <DialogDescription>Evento #{log?.id}</DialogDescription>
        </DialogHeader>
        {log ? (
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
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
