import { eq } from 'drizzle-orm';
import type pg from 'pg';
import type { AppContext } from '../app-types';
import type { DbExecutor } from '../db/client';
import { profiles } from '../db/schema';
import { buildEmail } from '../email/templates';

/** The e-mail's kind for its `once` key: one per carousel. */
export const CAROUSEL_READY_EMAIL = 'carrossel-pronto';

/**
 * "Seu carrossel está pronto": queued in the transaction that marks the carousel concluído (so a rolled-back
 * finish sends nothing, and the e-mail job retries on its own), only when the owner kept the "Carrossel pronto"
 * preference on (docs/account.md). Sent once per carousel (the e-mail job's `once`).
 */
export async function queueCarouselReadyEmail(
  ctx: Pick<AppContext, 'email' | 'config'>,
  tx: DbExecutor,
  client: pg.PoolClient,
  carousel: { id: string; userId: string; tema: string },
): Promise<void> {
  const [owner] = await tx
    .select({ nome: profiles.nome, email: profiles.email, wants: profiles.emailCarrosselPronto })
    .from(profiles)
    .where(eq(profiles.id, carousel.userId));
  if (!owner?.wants) return;
  const firstName = owner.nome.split(' ')[0] || owner.nome;
  await ctx.email.enqueue(
    {
      ...buildEmail({
        to: owner.email,
        subject: 'Seu carrossel está pronto',
        heading: `${firstName}, seu carrossel está pronto!`,
        paragraphs: [
          `"${carousel.tema}" já pode ser baixado: slides em PNG e JPEG, o PDF e a legenda.`,
          'O link abre a página de download da sua conta.',
        ],
        action: { label: 'Baixar meu carrossel', url: `${ctx.config.APP_URL}/download/${carousel.id}` },
        footer:
          'Você recebe este aviso porque a opção "Carrossel pronto" está ligada em Minha conta. Desligue quando quiser.',
      }),
      // One per carousel, however often its job or this e-mail's job runs.
      once: { kind: CAROUSEL_READY_EMAIL, id: carousel.id },
    },
    { client },
  );
}
