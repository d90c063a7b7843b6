import { Check, ChevronsUpDown, Plus, Settings, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { Workspace } from '../../../shared/workspaces/schemas';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { Skeleton } from '../../components/ui/skeleton';
import { setActiveWorkspaceId } from '../../lib/active-workspace';
import { cn } from '../../lib/cn';
import { useAuth } from '../auth';
import { describeWorkspace, workspaceSettingsPath } from './workspace-labels';

// Loaded when asked for: every signed-in page carries the switcher, few open the dialog.
const CreateWorkspaceDialog = lazy(() =>
  import('./create-workspace-dialog').then((module) => ({ default: module.CreateWorkspaceDialog })),
);

/**
 * The header's workspace switcher (docs/workspaces.md, "Espaço ativo"): the active workspace's name, the
 * caller's role and its balance; the menu lists every workspace (Pessoal first) with a check on the active
 * one, creates a team and opens the active team's settings.
 */
export function WorkspaceSwitcher({
  className,
  onNavigate,
}: {
  className?: string;
  onNavigate?: () => void;
}) {
  const { workspaces, workspace } = useAuth();
  const [isCreateOpen, setCreateOpen] = useState(false);

  if (!workspace) return <Skeleton className={cn('h-14 w-full rounded-xl', className)} />;
  const summary = describeWorkspace(workspace);

  const choose = (next: Workspace) => {
    setActiveWorkspaceId(next.pessoal ? null : next.id);
    onNavigate?.();
  };

  return (
    <>
      {/* Not modal: a modal menu hides the page from screen readers while the trigger stays focusable. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          aria-label={`Espaço de trabalho: ${summary.name} (${summary.detail}). Trocar de espaço`}
          data-testid="workspace-switcher"
          className={cn(
            'flex w-full min-w-0 items-center gap-3 rounded-xl border bg-card px-3 py-2 text-left shadow-xs',
            'hover:border-primary/40 hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            className,
          )}
        >
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground"
          >
            <Users className="size-4" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-semibold text-foreground">{summary.name}</span>
            <span className="block truncate text-xs text-muted-foreground tabular-nums">
              {summary.detail}
            </span>
          </span>
          <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-(--radix-dropdown-menu-trigger-width) min-w-64">
          <DropdownMenuLabel>Espaços de trabalho</DropdownMenuLabel>
          <DropdownMenuGroup>
            {workspaces.map((item) => {
              const isActive = item.id === workspace.id;
              const itemSummary = describeWorkspace(item);
              return (
                <DropdownMenuItem
                  key={item.id}
                  aria-current={isActive ? 'true' : undefined}
                  onSelect={() => choose(item)}
                  className="pl-8"
                >
                  <span className="absolute left-2.5 flex size-4 items-center justify-center">
                    {isActive ? <Check className="size-4 text-primary" aria-hidden="true" /> : null}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{itemSummary.name}</span>
                    <span className="block truncate text-xs text-muted-foreground">{itemSummary.detail}</span>
                  </span>
                  {isActive ? <span className="sr-only">(ativo)</span> : null}
                </DropdownMenuItem>
              );
            })}
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setCreateOpen(true)}>
            <Plus aria-hidden="true" />
            Criar espaço de equipe
          </DropdownMenuItem>
          {workspace.pessoal ? null : (
            <DropdownMenuItem asChild>
              <Link to={workspaceSettingsPath(workspace.id)} onClick={onNavigate}>
                <Settings aria-hidden="true" />
                Configurações do espaço
              </Link>
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {isCreateOpen ? (
        <Suspense fallback={null}>
          <CreateWorkspaceDialog open={isCreateOpen} onOpenChange={setCreateOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
