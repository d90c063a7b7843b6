import type { AppContext } from '../app-types';
import { createOAuthStates } from '../publishing/oauth-state';
import { createPostStates, type PostStates } from '../publishing/posts';
import { createTokenCipher, deriveTokenKey } from '../publishing/token-cipher';
import { createLinkedinClient } from './api-client';
import { createLinkedinConnections, LINKEDIN_OAUTH, type LinkedinConnections } from './connections';
import { createPublishLinkedinJobs, LINKEDIN_POSTS, type LinkedinPublishing } from './publish-job';

export interface LinkedinFeature {
  connections: LinkedinConnections;
  /** The posts' shared state changes (publishing/posts.ts), under the lock its jobs take. */
  states: PostStates;
  jobs: LinkedinPublishing;
}

/**
 * The LinkedIn feature, built once: on only when LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET are set. Its
 * tokens are sealed with a key derived from JWT_SECRET (docs/linkedin.md). Off, its jobs still exist (a post
 * queued before the switch ends in an error instead of waiting forever) and its routes answer unavailable.
 */
export function buildLinkedinFeature(ctx: AppContext): LinkedinFeature {
  const { config } = ctx;
  const client =
    config.LINKEDIN_CLIENT_ID && config.LINKEDIN_CLIENT_SECRET
      ? createLinkedinClient({
          clientId: config.LINKEDIN_CLIENT_ID,
          clientSecret: config.LINKEDIN_CLIENT_SECRET,
          oauthUrl: config.LINKEDIN_OAUTH_URL,
          apiUrl: config.LINKEDIN_API_URL,
        })
      : null;
  const connections = createLinkedinConnections(
    ctx,
    client
      ? {
          client,
          cipher: createTokenCipher(deriveTokenKey(config.JWT_SECRET, 'linkedin-tokens')),
          states: createOAuthStates(config.JWT_SECRET, LINKEDIN_OAUTH.purpose),
        }
      : null,
  );
  const states = createPostStates(ctx, LINKEDIN_POSTS);
  return { connections, states, jobs: createPublishLinkedinJobs(ctx, { client, connections, states }) };
}
