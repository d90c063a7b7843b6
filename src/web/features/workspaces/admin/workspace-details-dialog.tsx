import { Coins } from 'lucide-react';
import type { AdminWorkspace } from '../../../../shared/admin/workspaces';
import { formatAdminDate } from '../../../../shared/dates';
import { WORKSPACE_ROLE_LABELS } from '../../../../shared/workspaces/roles';
import { Detail, DetailsDialog } from '../../../components/details-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { WorkspaceTypeBadge } from './workspace-type-badge';
import { useAdminWorkspace } from './workspaces-api';

const signed = (change: number) => (change > 0 ? `+${change}` : `${change}`);

function DetailsBody({
  workspace,
  onAdjust,
}: {
  workspace: AdminWorkspace;
  onAdjust: (workspace: AdminWorkspace) => void;
}) {
  const details = useAdminWorkspace(workspace.id);
  // The list's row until the details arrive (its balance may have moved since: the details' is newer).
  const current = details.data?.workspace ?? workspace;
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Detail label="Tipo">
          <WorkspaceTypeBadge pessoal={current.pessoal} />
        </Detail>
        <Detail label="Saldo">
          {current.saldo} {current.saldo === 1 ? 'crédito' : 'créditos'}
        </Detail>
        <Detail label="Membros">{current.membros}</Detail>
        <Detail label="Criado em">{formatAdminDate(current.createdAt)}</Detail>
        <Detail label="Dono" className="col-span-2">
          {current.dono ? `${current.dono.nome} (${current.dono.email})` : '—'}
        </Detail>
        <Detail label="ID" className="col-span-2">
          <span className="font-mono text-xs">{current.id}</span>
        </Detail>
      </dl>

      <div className="flex justify-end">
        <Button variant="outline" size="sm" onClick={() => onAdjust(current)}>
          <Coins aria-hidden="true" />
          Ajustar créditos
        </Button>
      </div>

      {details.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {getErrorMessage(details.error, 'Não foi possível carregar os detalhes.')}
        </p>
      ) : null}

      <section aria-labelledby="workspace-members-title" className="grid gap-2">
        <h3 id="workspace-members-title" className="text-sm font-semibold">
          Membros
        </h3>
        {details.data ? (
          <ul className="divide-y rounded-lg border" aria-label="Membros">
            {details.data.membros.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 p-3">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{member.nome}</p>
                  <p className="truncate text-xs text-muted-foreground">{member.email}</p>
                </div>
                <div className="flex items-center gap-2 text-xs text-muted-foreground">
                  <Badge variant={member.papel === 'dono' ? 'info' : 'secondary'}>
                    {WORKSPACE_ROLE_LABELS[member.papel]}
                  </Badge>
                  <span>desde {formatAdminDate(member.desde)}</span>
                </div>
              </li>
            ))}
          </ul>
        ) : details.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : null}
      </section>

      <section aria-labelledby="workspace-ledger-title" className="grid gap-2">
        <h3 id="workspace-ledger-title" className="text-sm font-semibold">
          Movimentos recentes
        </h3>
        {details.data ? (
          details.data.movimentos.length > 0 ? (
            <ul className="divide-y rounded-lg border" aria-label="Movimentos recentes">
              {details.data.movimentos.map((movement) => (
                <li key={movement.id} className="flex items-start justify-between gap-3 p-3">
                  <div className="min-w-0">
                    <p className="break-words text-sm">{movement.action}</p>
                    <p className="text-xs text-muted-foreground">
                      <time dateTime={movement.date}>{formatAdminDate(movement.date)}</time>
                      {movement.por ? ` · ${movement.por}` : null}
                    </p>
                  </div>
                  <span
                    className={cn(
                      'shrink-0 font-semibold tabular-nums',
                      movement.change > 0 ? 'text-success-soft-foreground' : 'text-foreground',
                    )}
                  >
                    {signed(movement.change)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">Nenhum movimento de créditos ainda.</p>
          )
        ) : details.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : null}
      </section>
    </div>
  );
}

/** 'Ver detalhes' of a workspace: who owns it and is in it (name, e-mail, role, since) and its newest movements. */
export function WorkspaceDetailsDialog({
  workspace,
  onClose,
  onAdjust,
}: {
  workspace: AdminWorkspace | null;
  onClose: () => void;
  onAdjust: (workspace: AdminWorkspace) => void;
}) {
  return (
    <DetailsDialog
      item={workspace}
      onClose={onClose}
      title={workspace?.nome ?? 'Espaço de trabalho'}
      description="Membros, saldo e os movimentos de créditos mais recentes. Datas no horário de Brasília."
      className="sm:max-w-2xl"
    >
      {(item) => <DetailsBody workspace={item} onAdjust={onAdjust} />}
    </DetailsDialog>
  );
}
