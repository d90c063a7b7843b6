import { ExternalLink, RefreshCw, X } from 'lucide-react';
import { toast } from 'sonner';
import { formatDateTime } from '../../../shared/dates';
import {
  INSTAGRAM_MESSAGES,
  INSTAGRAM_METRIC_LABELS,
  type InstagramMetric,
  type InstagramPost,
} from '../../../shared/instagram/schema';
import { PostStateBadge } from '../../components/post-state-badge';
import { Button } from '../../components/ui/button';
import { getErrorMessage } from '../../lib/api-client';
import {
  useCancelInstagramPost,
  useCarouselInstagramPosts,
  useInstagramStatus,
  useRefreshInstagramInsights,
} from './instagram-api';

/** The numbers a creator reads first: saves and shares say a carousel was worth keeping and passing on. */
const SHOWN_METRICS: InstagramMetric[] = [
  'alcance',
  'salvamentos',
  'compartilhamentos',
  'curtidas',
  'comentarios',
];

/** What a published post achieved, and when Instagram last said so. */
function PostMetrics({ post }: { post: InstagramPost }) {
  if (!post.metricas) {
    return (
      <p className="basis-full text-xs text-muted-foreground">
        Os números do post aparecem 1 hora depois da publicação.
      </p>
    );
  }
  const metrics = post.metricas;
  return (
    <div className="basis-full">
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs" data-testid="instagram-metrics">
        {SHOWN_METRICS.map((metric) => (
          <div key={metric} className="flex gap-1">
            <dt className="text-muted-foreground">{INSTAGRAM_METRIC_LABELS[metric]}</dt>
            <dd className="font-medium tabular-nums">{metrics[metric].toLocaleString('pt-BR')}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-1 text-xs text-muted-foreground">Atualizado em {formatDateTime(post.metricas_em)}.</p>
    </div>
  );
}

function describe(post: InstagramPost): string {
  const account = post.username ? ` em @${post.username}` : '';
  switch (post.estado) {
    case 'agendado':
      return `Será publicado${account} em ${formatDateTime(post.agendado_para)} (horário de Brasília).`;
    case 'publicando':
      return `Enviando as imagens${account}. Isso leva alguns segundos.`;
    case 'verificando':
      return INSTAGRAM_MESSAGES.verifying;
    case 'publicado':
      return `Publicado${account} em ${formatDateTime(post.publicado_em)}.`;
    case 'erro':
      return post.erro ?? 'Não foi possível publicar.';
    case 'cancelado':
      return `Agendamento para ${formatDateTime(post.agendado_para)} cancelado.`;
  }
}

/** The carousel's latest Instagram posts, kept live by the realtime stream (each change refetches them). */
export function InstagramPosts({ carouselId, limit = 3 }: { carouselId: string; limit?: number }) {
  // With the feature off on this server there are no posts to ask for (the endpoint answers 503).
  const status = useInstagramStatus();
  const posts = useCarouselInstagramPosts(carouselId, status.data?.disponivel === true);
  const cancel = useCancelInstagramPost(carouselId);
  const refresh = useRefreshInstagramInsights(carouselId);
  const shown = posts.data?.slice(0, limit) ?? [];
  if (shown.length === 0) return null;

  return (
    <section
      aria-label="Publicações no Instagram"
      className="flex flex-col gap-2"
      data-testid="instagram-posts"
    >
      <h2 className="text-sm font-semibold text-foreground">Instagram</h2>
      <ul className="flex flex-col gap-2">
        {shown.map((post) => (
          <li
            key={post.id}
            data-testid="instagram-post"
            className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-card px-3 py-2 text-sm"
          >
            <PostStateBadge state={post.estado} testId="instagram-post-state" />
            <p className="min-w-0 flex-1 basis-48 break-words text-muted-foreground" aria-live="polite">
              {describe(post)}
            </p>
            {post.estado === 'publicado' && post.permalink ? (
              <Button asChild variant="outline" size="sm">
                <a href={post.permalink} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" />
                  Ver no Instagram
                </a>
              </Button>
            ) : null}
            {post.estado === 'publicado' && post.permalink ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label="Atualizar números do post"
                loading={refresh.isPending && refresh.variables === post.id}
                onClick={() =>
                  refresh.mutate(post.id, {
                    onError: (error) =>
                      toast.error('Não foi possível atualizar os números', {
                        description: getErrorMessage(error, 'Tente novamente.'),
                      }),
                  })
                }
              >
                <RefreshCw aria-hidden="true" />
                Atualizar números
              </Button>
            ) : null}
            {post.estado === 'publicado' ? <PostMetrics post={post} /> : null}
            {post.estado === 'agendado' ? (
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
