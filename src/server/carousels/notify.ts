import { type NotifyExecutor, publishWorkspaceEvent } from '../user-events/publish-user-event';

/**
 * Tells the open screens of the carousel's workspace, every member's, that it changed (and the balance, when a
 * credit moved with it). The workspace is read from the carousel in the same statement; `workspaceId` names it
 * when the row is already gone (a deletion). Call it inside the transaction that makes the change: the NOTIFY
 * is delivered at commit.
 */
export async function publishCarouselChange(
  executor: NotifyExecutor,
  carouselId: string,
  options: { credits?: boolean; workspaceId?: string } = {},
): Promise<void> {
  const workspaceId =
    options.workspaceId ??
    (
      await executor.query<{ id: string }>('select id_workspace as id from carrosseis where id = $1', [
        carouselId,
      ])
    ).rows[0]?.id;
  if (!workspaceId) return;
  await publishWorkspaceEvent(executor, workspaceId, { type: 'carousel', id: carouselId });
  if (options.credits) await publishWorkspaceEvent(executor, workspaceId, { type: 'credits' });
}
