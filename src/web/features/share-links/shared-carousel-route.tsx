import { useParams } from 'react-router';
import { SharedCarouselPage } from './shared-carousel-page';

/** /c/{token} reached inside the app (a visit from outside gets the light entry, share-main.tsx). */
export function Component() {
  const { token = '' } = useParams();
  return <SharedCarouselPage token={token} />;
}
