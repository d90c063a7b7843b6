import { Link } from 'react-router';
import {
  WORKSPACE_ACTIVITY_LABELS,
  WORKSPACE_ACTIVITY_MESSAGES,
  type WorkspaceActivity,
} from '../../../shared/workspaces/activity';
import { formatActivity } from '../../../shared/workspaces/activity-text';
import type { Workspace } from '../../../shared/workspaces/schemas';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ErrorAlert } from '../../components/ui/error-alert';
import { setActiveWorkspaceId } from '../../lib/active-workspace';
import { getErrorMessage } from '../../lib/api-client';
import { useWorkspaceActivity } from './workspace-members-api';

/** "Atividade" of /espaco/:id, for the owner: who did what in the workspace, newest first. */
export function ActivitySection({ workspace }: { workspace: Workspace }) {
  const activity = useWorkspaceActivity(workspace.id, true);
  const entries = activity.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card role="region" aria-labelledby="workspace-activity-title">
      <CardHeader>
        <CardTitle id="workspace-activity-title">Atividade</CardTitle>
        <CardDescription>
          Quem criou, editou, excluiu e publicou carrosséis, comprou créditos e entrou ou saiu da equipe. Só
          os donos veem esta lista.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {activity.isPending ? (
          <p className="text-sm text-muted-foreground">Carregando atividade...</p>
        ) : activity.isError && entries.length === 0 ? (
          <ErrorAlert>{getErrorMessage(activity.error, 'Não foi possível carregar a atividade.')}</ErrorAlert>
        ) : entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{WORKSPACE_ACTIVITY_MESSAGES.empty}</p>
        ) : (
          <ol className="divide-y" aria-label="Atividade do espaço">
            {entries.map((entry) => (
              <ActivityRow key={entry.id} entry={entry} workspace={workspace} />
            ))}
          </ol>
        )}
        {activity.isFetchNextPageError ? (
          <ErrorAlert>{getErrorMessage(activity.error, 'Não foi possível carregar mais.')}</ErrorAlert>
        ) : null}
        {activity.hasNextPage ? (
          <Button
            type="button"
            variant="outline"
            className="self-start"
            loading={activity.isFetchingNextPage}
            onClick={() => void activity.fetchNextPage()}
          >
            Carregar mais
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

function ActivityRow({ entry, workspace }: { entry: WorkspaceActivity; workspace: Workspace }) {
  const { quando, ator, acao } = formatActivity(entry);
  const carousel = entry.carrossel?.existe ? entry.carrossel : null;
  return (
    <li className="flex flex-col gap-0.5 py-2.5" data-testid="workspace-activity-entry">
      <p className="text-sm">
        <span className="font-medium">{ator}</span> {acao}
        {carousel ? (
          <>
            {' · '}
            <Link
              to={`/download/${carousel.id}`}
              aria-label={`Ver carrossel: ${carousel.tema ?? 'sem tema'}`}
              // The carousel belongs to this workspace: open it there.
              onClick={() => setActiveWorkspaceId(workspace.pessoal ? null : workspace.id)}
              className="font-medium text-primary underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              Ver carrossel
            </Link>
          </>
        ) : null}
      </p>
      <p className="text-xs text-muted-foreground">
        <time dateTime={entry.em}>{quando}</time> · {WORKSPACE_ACTIVITY_LABELS[entry.tipo]}
      </p>
    </li>
  );
}
