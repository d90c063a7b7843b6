import type { AppContext } from '../app-types';
import { createOAuthStates } from '../publishing/oauth-state';
import { createPostStates, type PostStates } from '../publishing/posts';
import { createTokenCipher } from '../publishing/token-cipher';
import { createInstagramConnections, INSTAGRAM_OAUTH, type InstagramConnections } from './connections';
import { createGraphClient, type GraphClient } from './graph-client';
import { createInstagramInsights, type InstagramInsights } from './insights';
import { createSlideUrls, type SlideUrls } from './media-urls';
import { createPublishInstagramJobs, INSTAGRAM_POSTS, type InstagramPublishing } from './publish-job';
import { createRefreshInstagramTokensJob } from './refresh-tokens-job';
import { createSlideFiles, type SlideFiles } from './slide-files';

export interface InstagramFeature {
  connections: InstagramConnections;
  slideUrls: SlideUrls;
  /** The slide files served to Meta from local storage. */
  slideFiles: SlideFiles;
  graph: GraphClient | null;
  insights: InstagramInsights;
  /** The posts' shared state changes (publishing/posts.ts), under the lock its jobs take. */
  states: PostStates;
  jobs: InstagramPublishing & {
    refreshTokens: ReturnType<typeof createRefreshInstagramTokensJob>;
  };
}

/**
 * The Instagram feature, built once: on only when INSTAGRAM_APP_ID and INSTAGRAM_APP_SECRET are set (the config
 * then requires INSTAGRAM_TOKEN_KEY). Off, its jobs still exist (a post queued before the switch ends in an
 * error instead of waiting forever) and its routes answer that it is unavailable.
 */
export function buildInstagramFeature(ctx: AppContext): InstagramFeature {
  const { config } = ctx;
  const on = Boolean(config.INSTAGRAM_APP_ID && config.INSTAGRAM_APP_SECRET && config.INSTAGRAM_TOKEN_KEY);
  const graph = on
    ? createGraphClient({
        appId: config.INSTAGRAM_APP_ID as string,
        appSecret: config.INSTAGRAM_APP_SECRET as string,
        oauthUrl: config.INSTAGRAM_OAUTH_URL,
        graphUrl: config.INSTAGRAM_GRAPH_URL,
      })
    : null;
  const connections = createInstagramConnections(
    ctx,
    graph
      ? {
          graph,
          cipher: createTokenCipher(config.INSTAGRAM_TOKEN_KEY as string),
          states: createOAuthStates(config.JWT_SECRET, INSTAGRAM_OAUTH.purpose),
        }
      : null,
  );
  const slideUrls = createSlideUrls(config, ctx.storage);
  const insights = createInstagramInsights(ctx, { graph, connections });
  const states = createPostStates(ctx, INSTAGRAM_POSTS);
  const publish = createPublishInstagramJobs(ctx, { graph, connections, slideUrls, insights, states });
  return {
    connections,
    slideUrls,
    slideFiles: createSlideFiles(ctx, slideUrls),
    graph,
    insights,
    states,
    jobs: { ...publish, refreshTokens: createRefreshInstagramTokensJob(connections) },
  };
}
