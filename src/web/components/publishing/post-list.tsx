import type { UseMutationResult } from '@tanstack/react-query';
import { ExternalLink, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '../../../shared/dates';
import type { PostState } from '../../../shared/publishing/schema';
import { getErrorMessage } from '../../lib/api-client';
import { PostStateBadge } from '../post-state-badge';
import { Button } from '../ui/button';

/** A post as the list shows it (either network). */
export interface ListedPost {
  id: string;
  state: PostState;
  agendadoPara: string;
  publicadoEm: string | null;
  erro: string | null;
  /** The post on the network once published. */
  url: string | null;
}

/**
 * A post's line in plain Portuguese. `where` names the account (` em @marca`, ` no perfil de Marina`, or '');
 * the network says what publishing and verifying mean for it.
 */
export function describePost(
  post: ListedPost,
  where: string,
  words: { publicando: string; verificando: string },
): string {
  switch (post.state) {
    case 'agendado':
      return `Será publicado${where} em ${formatDateTime(post.agendadoPara)} (horário de Brasília).`;
    case 'publicando':
      return words.publicando;
    case 'verificando':
      return words.verificando;
    case 'publicado':
      return `Publicado${where} em ${formatDateTime(post.publicadoEm)}.`;
    case 'erro':
      return post.erro ?? 'Não foi possível publicar.';
    case 'cancelado':
      return `Agendamento para ${formatDateTime(post.agendadoPara)} cancelado.`;
  }
}

/**
 * A carousel's latest posts on one network with their state, what it means, the link once published and, while
 * scheduled, "Cancelar agendamento". `extra` adds the network's own controls to a post's line.
 */
export function PostList<Post extends ListedPost>({
  network,
  posts,
  describe,
  cancel,
  extra,
}: {
  /** The network's name; in lower case, its test ids' prefix (`instagram-posts`, `-post`, `-post-state`). */
  network: string;
  posts: Post[];
  describe: (post: Post) => string;
  cancel: Pick<UseMutationResult<unknown, Error, string>, 'mutate' | 'isPending' | 'variables'>;
  extra?: (post: Post) => ReactNode;
}) {
  if (posts.length === 0) return null;
  const id = network.toLowerCase();
  return (
    <section
      aria-label={`Publicações no ${network}`}
      className="flex flex-col gap-2"
      data-testid={`${id}-posts`}
    >
      <h2 className="text-sm font-semibold text-foreground">{network}</h2>
      <ul className="flex flex-col gap-2">
        {posts.map((post) => (
          <li
            key={post.id}
            data-testid={`${id}-post`}
            className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-card px-3 py-2 text-sm"
          >
            <PostStateBadge state={post.state} testId={`${id}-post-state`} />
            <p className="min-w-0 flex-1 basis-48 break-words text-muted-foreground" aria-live="polite">
              {describe(post)}
            </p>
            {post.state === 'publicado' && post.url ? (
              <Button asChild variant="outline" size="sm">
                <a href={post.url} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" />
                  Ver no {network}
                </a>
              </Button>
            ) : null}
            {extra?.(post)}
            {post.state === 'agendado' ? (
              <Button
                variant="outline"
                size="sm"
                loading={cancel.isPending && cancel.variables === post.id}
                onClick={() =>
                  cancel.mutate(post.id, {
                    onSuccess: () => toast.success('Agendamento cancelado.'),
                    onError: (error) =>
                      toast.error('Não foi possível cancelar', {
                        description: getErrorMessage(error, 'Tente novamente.'),
                      }),
                  })
                }
              >
                <X aria-hidden="true" />
                Cancelar agendamento
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
