import { RealtimeScope } from '../../features/realtime';
import { AppLayout } from '../layout/app-layout';

/**
 * The signed-in frame (menus, support dialog, the realtime stream), loaded with the first signed-in page so the
 * public pages never download it (docs/decisions/0018-fast-on-a-phone.md). One layout for user and admin screens,
 * so moving between them keeps the menu (and its focus); the realtime stream lives as long as the frame: one
 * connection per tab.
 */
export function Component() {
  return (
    <RealtimeScope>
      <AppLayout />
    </RealtimeScope>
  );
}
