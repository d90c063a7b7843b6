import { buildApp } from './app';
import { onShutdownSignal, prepareRuntime } from './runtime';

const { config, logger, database } = await prepareRuntime();

try {
  const { app, seededAdmin } = await buildApp(config, { logger });
  onShutdownSignal(logger, async () => {
    // close(): stop accepting, finish in-flight requests, stop the worker (onClose), then the database.
    await app.close();
    await database?.stop();
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  if (seededAdmin) {
    const lines = [
      '',
      '  Primeiro administrador criado:',
      `    e-mail: ${seededAdmin.email}`,
      seededAdmin.generatedPassword
        ? `    senha:  ${seededAdmin.generatedPassword}   (mostrada só agora: guarde-a)`
        : '    senha:  a definida em ADMIN_PASSWORD',
      '',
    ];
    console.log(lines.join('\n'));
  }
  console.log(`\n  Carrossel rodando em ${config.APP_URL}\n`);
} catch (error) {
  logger.fatal({ err: error }, 'could not start');
  await database?.stop().catch(() => undefined);
  process.exit(1);
}
