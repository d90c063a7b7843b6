import { ExternalLink, X } from 'lucide-react';
import { toast } from 'sonner';
import { formatDateTime } from '../../../shared/dates';
import type { LinkedinPost } from '../../../shared/linkedin/schema';
import { PostStateBadge } from '../../components/post-state-badge';
import { Button } from '../../components/ui/button';
import { getErrorMessage } from '../../lib/api-client';
import { useCancelLinkedinPost, useCarouselLinkedinPosts, useLinkedinStatus } from './linkedin-api';

function describe(post: LinkedinPost): string {
  const member = post.nome ? ` no perfil de ${post.nome}` : '';
  switch (post.status) {
    case 'agendado':
      return `Será publicado${member} em ${formatDateTime(post.agendado_para)} (horário de Brasília).`;
    case 'publicando':
      return `Enviando o PDF${member}. O LinkedIn processa o documento antes de publicar.`;
    case 'verificando':
      return 'Confirmando com o LinkedIn se o post saiu.';
    case 'publicado':
      return `Publicado${member} em ${formatDateTime(post.publicado_em)}.`;
    case 'erro':
      return post.erro ?? 'Não foi possível publicar.';
    case 'cancelado':
      return `Agendamento para ${formatDateTime(post.agendado_para)} cancelado.`;
  }
}

/** The carousel's latest LinkedIn posts with status and link, kept live like Instagram's. */
export function LinkedinPosts({ carouselId, limit = 3 }: { carouselId: string; limit?: number }) {
  // With the feature off on this server there are no posts to ask for (the endpoint answers 503).
  const status = useLinkedinStatus();
  const posts = useCarouselLinkedinPosts(carouselId, status.data?.disponivel === true);
  const cancel = useCancelLinkedinPost(carouselId);
  const shown = posts.data?.slice(0, limit) ?? [];
  if (shown.length === 0) return null;

  return (
    <section
      aria-label="Publicações no LinkedIn"
      className="flex flex-col gap-2"
      data-testid="linkedin-posts"
    >
      <h2 className="text-sm font-semibold text-foreground">LinkedIn</h2>
      <ul className="flex flex-col gap-2">
        {shown.map((post) => (
          <li
            key={post.id}
            data-testid="linkedin-post"
            className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-card px-3 py-2 text-sm"
          >
            <PostStateBadge state={post.status} testId="linkedin-post-state" />
            <p className="min-w-0 flex-1 basis-48 break-words text-muted-foreground" aria-live="polite">
              {describe(post)}
            </p>
            {post.status === 'publicado' && post.url ? (
              <Button asChild variant="outline" size="sm">
                <a href={post.url} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" />
                  Ver no LinkedIn
                </a>
              </Button>
            ) : null}
            {post.status === 'agendado' ? (
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
