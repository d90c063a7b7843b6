import { useParams } from 'react-router';
import { SharedCarouselPage } from '../../features/share-links/shared-carousel-page';

/** /c/{token} reached inside the app (a visit from outside gets the light entry, app/share-main.tsx). */
export function Component() {
  const { token = '' } = useParams();
  return <SharedCarouselPage token={token} />;
}
