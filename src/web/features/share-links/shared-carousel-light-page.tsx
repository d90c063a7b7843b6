import { startTransition, useEffect, useState } from 'react';
import { endpointPath } from '../../../shared/endpoint';
import { SHARED_CAROUSEL_DATA_ID, SHARED_CAROUSEL_PATH } from '../../../shared/share-links/paths';
import type { SharedCarousel } from '../../../shared/share-links/schemas';
import { SharedCarouselScreen, type SharedCarouselState } from './shared-carousel-screen';

/**
 * Asks for the carousel behind `token` (SHARE_LINK_ENDPOINTS.open), without a session: the link is the only key.
 * Called by the light entry before React starts, so the answer is on its way while the page's code runs. The
 * answer is the server's, built from `sharedCarouselSchema`; this page does not parse it again with zod, whose
 * schemas (the carousels' API with them) were most of this page's start-up work on a phone
 * (docs/decisions/0018-fast-on-a-phone.md). Any answer but 200 (404, 410) or no answer is the "link does not
 * work" state, as the app's route shows it.
 */
export async function readSharedCarousel(token: string): Promise<SharedCarousel> {
  const response = await fetch(endpointPath(SHARED_CAROUSEL_PATH, { token }), {
    headers: { accept: 'application/json' },
    credentials: 'omit',
  });
  if (!response.ok) throw new Error(`GET ${SHARED_CAROUSEL_PATH}: ${response.status}`);
  return (await response.json()) as SharedCarousel;
}

/**
 * The answer the server sent inside the page for a live link (src/server/http/spa.ts, the same
 * `SharedCarousel` SHARE_LINK_ENDPOINTS.open answers), or null when the page came without it (an unknown, revoked
 * or expired link, or a lookup that failed): the page then asks for it as before.
 */
export function readEmbeddedSharedCarousel(): SharedCarousel | null {
  const text = document.getElementById(SHARED_CAROUSEL_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SharedCarousel;
  } catch {
    return null;
  }
}

/**
 * /c/{token} as its light entry draws it (app/share-main.tsx): the screen, from the answer sent in the page or the
 * read already started.
 */
export function SharedCarouselLightPage({ answer }: { answer: SharedCarousel | Promise<SharedCarousel> }) {
  const [shared, setShared] = useState<SharedCarouselState>(() =>
    answer instanceof Promise ? { status: 'pending' } : { status: 'success', data: answer },
  );
  useEffect(() => {
    if (!(answer instanceof Promise)) return;
    let current = true;
    // A transition, like the first render: React draws the carousel in short slices, not one long task.
    const show = (next: SharedCarouselState) => current && startTransition(() => setShared(next));
    answer.then(
      (data) => show({ status: 'success', data }),
      () => show({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [answer]);
  return <SharedCarouselScreen shared={shared} />;
}
