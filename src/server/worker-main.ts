import { buildApp } from './app';
import { onShutdownSignal, prepareRuntime } from './runtime';

/** A worker node: runs the jobs, serves no HTTP. Scale these separately from the API nodes (WORKER=off there). */
const { config, logger, database } = await prepareRuntime();
const { app } = await buildApp(config, { logger, worker: true, serveWeb: false });
await app.ready();
logger.info('worker running');
onShutdownSignal(logger, async () => {
  await app.close();
  await database?.stop();
});
