import { z } from 'zod';
import type { JobDefinition } from '../jobs/jobs';
import type { PostRef, PostStates } from './posts';

const payloadSchema = z.object({ postId: z.uuid() });
/** A job on one post: its publisher, its dead letter, a network's checks. */
export type PostJob = JobDefinition<typeof payloadSchema>;

/** A job that looks at one post without publishing (a dead letter, a network's check): a few patient tries. */
export const POST_CHECK_JOB_POLICY = {
  schema: payloadSchema,
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 120,
} as const;

/** What a failed publishing step means, as the network reads its API's answer. */
export type PublishFailure =
  /** An error for good, with the sentence the screen shows. */
  | { kind: 'give_up'; reason: string }
  /** The network refused the token: the account must reconnect (`detail` goes to the admin log). */
  | { kind: 'reconnect'; reason: string; detail: string }
  /** Worth another attempt; the last one ends with the network's `outOfAttempts`. */
  | { kind: 'retry' }
  /** Not understood: thrown as is, so the job fails and, at the end, the dead letter looks. */
  | { kind: 'crash' };

/** What one network adds to the shared publishing jobs: its API's steps and how it reads their failures. */
export interface NetworkPublisher<Post extends PostRef> {
  states: PostStates;
  names: { publish: string; deadLetter: string };
  /** Each attempt's time (pg-boss expires a run that outlives it). */
  timeoutSeconds: number;
  retryDelaySeconds: number;
  /** The post row, read after its claim. */
  load(postId: string): Promise<Post | null>;
  /** Publishes a claimed post, resuming where an earlier run stopped, and records it published. */
  publish(post: Post, deadline: number): Promise<void>;
  classify(post: Post, error: unknown): Promise<PublishFailure>;
  /** The network refused the token of the post's workspace's connection. */
  markNeedsReconnect(workspaceId: string, detail: string): Promise<void>;
  /** The last attempt failed without a clear answer: an error only when nothing can have been published. */
  outOfAttempts(post: Post): Promise<void>;
  /** Every attempt died (crashes, expiries): settles a claimed post without publishing. */
  settleDead(post: Post): Promise<void>;
}

/**
 * The publisher and dead-letter jobs of one network (docs/decisions: publishing never lies). One run per post
 * at a time (the post's lock), so a run expired while still working cannot publish twice; each run claims its
 * post (a cancelled one is left alone), publishes through the network, and turns each failure into its next
 * step: an error with its reason, reconnect, another attempt, or, out of attempts, what the network says an
 * unanswered attempt means. The dead letter settles under the same lock, never publishing.
 */
export function createPublishJobs<Post extends PostRef>(network: NetworkPublisher<Post>) {
  const { states } = network;

  async function claimed(postId: string): Promise<Post | null> {
    return (await states.claim(postId)) ? network.load(postId) : null;
  }

  async function runLocked(postId: string, isLastAttempt: boolean): Promise<void> {
    const post = await claimed(postId);
    if (!post) return;
    const deadline = Date.now() + Math.max(1000, network.timeoutSeconds * 1000 - 5000);
    try {
      await network.publish(post, deadline);
    } catch (error) {
      const failure = await network.classify(post, error);
      if (failure.kind === 'reconnect') await network.markNeedsReconnect(post.idWorkspace, failure.detail);
      if (failure.kind === 'give_up' || failure.kind === 'reconnect') {
        await states.failed(post, failure.reason);
        return;
      }
      if (failure.kind === 'retry' && isLastAttempt) return network.outOfAttempts(post);
      throw error;
    }
  }

  const deadLetter: PostJob = {
    ...POST_CHECK_JOB_POLICY,
    name: network.names.deadLetter,
    concurrency: 1,
    async handle({ postId }) {
      // The publisher still holds the post (a run outliving its expiry): look again after it lets go.
      await states.underLock(
        postId,
        async () => {
          const post = await claimed(postId);
          if (post) await network.settleDead(post);
        },
        'o post ainda está sendo publicado',
      );
    },
  };

  const publishJob: PostJob = {
    name: network.names.publish,
    schema: payloadSchema,
    retryLimit: 3,
    retryDelaySeconds: network.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: network.timeoutSeconds,
    concurrency: 2,
    deadLetter: network.names.deadLetter,
    async handle({ postId }, meta) {
      await states.underLock(
        postId,
        () => runLocked(postId, meta.isLastAttempt),
        'outra execução está publicando este post',
      );
    },
  };

  return { publishJob, settleDead: deadLetter };
}
