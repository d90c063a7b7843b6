import { startTransition, useEffect, useState } from 'react';
import { endpointPath } from '../../../shared/endpoint';
import { SHARED_CAROUSEL_PATH } from '../../../shared/share-links/paths';
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

/** /c/{token} as its light entry draws it (app/share-main.tsx): the screen, from the read already started. */
export function SharedCarouselLightPage({ answer }: { answer: Promise<SharedCarousel> }) {
  const [shared, setShared] = useState<SharedCarouselState>({ status: 'pending' });
  useEffect(() => {
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
