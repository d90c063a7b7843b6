import type { LinkedinPost } from '../../../shared/linkedin/schema';
import { describePost, type ListedPost, PostList } from '../../components/publishing/post-list';
import { useCancelLinkedinPost, useCarouselLinkedinPosts, useLinkedinStatus } from './linkedin-api';

const toListed = (post: LinkedinPost): ListedPost & { nome: string | null } => ({
  id: post.id,
  state: post.status,
  agendadoPara: post.agendado_para,
  publicadoEm: post.publicado_em,
  erro: post.erro,
  url: post.url,
  nome: post.nome,
});

const describe = ({ nome, ...post }: ReturnType<typeof toListed>) => {
  const member = nome ? ` no perfil de ${nome}` : '';
  return describePost(post, member, {
    publicando: `Enviando o PDF${member}. O LinkedIn processa o documento antes de publicar.`,
    verificando: 'Confirmando com o LinkedIn se o post saiu.',
  });
};

/** The carousel's latest LinkedIn posts with status and link, kept live like Instagram's. */
export function LinkedinPosts({ carouselId, limit = 3 }: { carouselId: string; limit?: number }) {
  // With the feature off on this server there are no posts to ask for (the endpoint answers 503).
  const status = useLinkedinStatus();
  const posts = useCarouselLinkedinPosts(carouselId, status.data?.disponivel === true);
  const cancel = useCancelLinkedinPost(carouselId);
  return (
    <PostList
      network="LinkedIn"
      posts={posts.data?.slice(0, limit).map(toListed) ?? []}
      describe={describe}
      cancel={cancel}
    />
  );
}
