import { type NotifyExecutor, publishUserEvent } from '../user-events/publish-user-event';

/**
 * Tells the owner's open screens that a carousel changed (and their balance, when a credit moved with it).
 * Call it inside the transaction that makes the change: the NOTIFY is delivered at commit.
 */
export async function publishCarouselChange(
  executor: NotifyExecutor,
  userId: string,
  carouselId: string,
  options: { credits?: boolean } = {},
): Promise<void> {
  await publishUserEvent(executor, userId, { type: 'carousel', id: carouselId });
  if (options.credits) await publishUserEvent(executor, userId, { type: 'credits' });
}
