import { useSharedCarousel } from './share-links-api';
import { SharedCarouselScreen, type SharedCarouselState } from './shared-carousel-screen';

/** /c/{token} inside the app (its route, app/routes/shared-carousel.tsx): the answer read through the API client. */
export function SharedCarouselPage({ token }: { token: string }) {
  const shared = useSharedCarousel(token);
  const state: SharedCarouselState = shared.isPending
    ? { status: 'pending' }
    : shared.isError
      ? { status: 'error' }
      : { status: 'success', data: shared.data };
  return <SharedCarouselScreen shared={state} />;
}
