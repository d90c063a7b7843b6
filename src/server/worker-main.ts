import { buildCore } from './compose/core';
import { onShutdownSignal, prepareRuntime } from './runtime';

/**
 * A worker node: runs the jobs, serves no HTTP (no Fastify app is built). Scale these separately from the API
 * nodes (WORKER=off there).
 */
const { config, logger, database } = await prepareRuntime();
const core = await buildCore(config, logger);
await core.start({ worker: true });
logger.info('worker running');
onShutdownSignal(logger, async () => {
  await core.close();
  await database?.stop();
});
