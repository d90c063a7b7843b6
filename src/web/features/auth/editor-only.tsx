import { Eye, History } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { WORKSPACE_MESSAGES } from '../../../shared/workspaces/messages';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadingCard } from '../../components/ui/loading-card';
import { PageHeader } from '../../components/ui/page-header';
import { cn } from '../../lib/cn';
import { useAuth } from './use-auth';

/**
 * Whether the active workspace lets the caller create, edit, delete and publish (an `editor` or its `dono`,
 * docs/workspaces.md). A leitor sees none of those actions; the server refuses them anyway.
 */
export function useMayEdit(): boolean {
  return useAuth().may('editor');
}

/** The line a leitor reads where an editor's actions would be. */
export function ReaderNote({ className }: { className?: string }) {
  return (
    <p
      role="note"
      data-testid="reader-note"
      className={cn(
        'flex items-start gap-2 rounded-lg border bg-muted/40 px-3 py-2.5 text-sm text-muted-foreground',
        className,
      )}
    >
      <Eye className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {WORKSPACE_MESSAGES.readerOnly}
    </p>
  );
}

/**
 * A screen only an editor uses (/criar, the slide editor): a leitor who opens it directly reads why instead of a
 * form the server would refuse; while a team's role is still loading, its header and a spinner rather than a guess.
 */
export function EditorOnlyPage({
  title,
  description,
  children,
}: {
  title: string;
  /** The page's line of description, shown with its title while the role loads (as the page's shell painted it). */
  description?: string;
  children: ReactNode;
}) {
  const { may, workspace, activeWorkspaceId } = useAuth();
  if (may('editor')) return children;
  if (workspace === null && activeWorkspaceId !== null) {
    // The page's header stays where its shell painted it (app/page-shell.tsx): only the wait is below it.
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={title} description={description} />
        <LoadingCard fullScreen={false} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} />
      <EmptyState
        icon={Eye}
        title={WORKSPACE_MESSAGES.readerOnlyTitle}
        description={WORKSPACE_MESSAGES.readerOnly}
        data-testid="reader-only"
        action={
          <Button asChild variant="outline">
            <Link to="/historico">
              <History aria-hidden="true" />
              Ver o histórico
            </Link>
          </Button>
        }
      />
    </div>
  );
}
