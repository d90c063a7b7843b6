import { RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { formatDateTime } from '../../../shared/dates';
import {
  INSTAGRAM_MESSAGES,
  INSTAGRAM_METRIC_LABELS,
  type InstagramMetric,
  type InstagramPost,
} from '../../../shared/instagram/schema';
import { describePost, type ListedPost, PostList } from '../../components/publishing/post-list';
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

type Listed = ListedPost & { post: InstagramPost };

const toListed = (post: InstagramPost): Listed => ({
  id: post.id,
  state: post.estado,
  agendadoPara: post.agendado_para,
  publicadoEm: post.publicado_em,
  erro: post.erro,
  url: post.permalink,
  post,
});

const describe = ({ post, ...listed }: Listed) => {
  const account = post.username ? ` em @${post.username}` : '';
  return describePost(listed, account, {
    publicando: `Enviando as imagens${account}. Isso leva alguns segundos.`,
    verificando: INSTAGRAM_MESSAGES.verifying,
  });
};

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

/** The carousel's latest Instagram posts, kept live by the realtime stream (each change refetches them). */
export function InstagramPosts({ carouselId, limit = 3 }: { carouselId: string; limit?: number }) {
  // With the feature off on this server there are no posts to ask for (the endpoint answers 503).
  const status = useInstagramStatus();
  const posts = useCarouselInstagramPosts(carouselId, status.data?.disponivel === true);
  const cancel = useCancelInstagramPost(carouselId);
  const refresh = useRefreshInstagramInsights(carouselId);

  return (
    <PostList
      network="Instagram"
      posts={posts.data?.slice(0, limit).map(toListed) ?? []}
      describe={describe}
      cancel={cancel}
      extra={({ post }) =>
        post.estado === 'publicado' ? (
          <>
            {post.permalink ? (
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
            <PostMetrics post={post} />
          </>
        ) : null
      }
    />
  );
}
