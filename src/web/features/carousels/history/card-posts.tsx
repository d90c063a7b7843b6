import { ExternalLink } from 'lucide-react';
import { formatDateTime } from '../../../../shared/dates';
import { type CarouselPostSummary, NETWORK_LABELS } from '../../../../shared/publishing/schema';
import { PostStateBadge } from '../../../components/post-state-badge';

/** When, in the card's few words: the time it went out, or the time it is due. */
function when(post: CarouselPostSummary): string | null {
  if (post.status === 'publicado' && post.publicado_em) return formatDateTime(post.publicado_em);
  if (post.status === 'agendado') return formatDateTime(post.agendado_para);
  return null;
}

/**
 * The carousel's posts on its history card, from the list itself (no request per card): each network's latest
 * post with its state and, once published, its link. The download page lists every post with its details.
 */
export function CardPosts({ posts, title }: { posts: CarouselPostSummary[]; title: string }) {
  if (posts.length === 0) return null;
  return (
    <ul aria-label={`Publicações: ${title}`} data-testid="card-posts" className="flex flex-col gap-1.5">
      {posts.map((post) => {
        const network = NETWORK_LABELS[post.rede];
        const time = when(post);
        return (
          <li key={post.rede} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
            <span className="font-medium text-foreground">{network}</span>
            <PostStateBadge state={post.status} />
            {time ? <span className="text-muted-foreground">{time}</span> : null}
            {post.status === 'publicado' && post.url ? (
              <a
                href={post.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Ver no ${network}: ${title}`}
                className="ml-auto inline-flex items-center gap-1 font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <ExternalLink className="size-3.5" aria-hidden="true" />
                Ver no {network}
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
