import { startFakeInstagram } from './fake-instagram';

/** The fake Instagram as its own process, for the e2e run (playwright.config.ts starts it next to the app). */
const fake = await startFakeInstagram({ port: Number(process.env.FAKE_INSTAGRAM_PORT ?? 4300) });
process.stdout.write(`fake Instagram on ${fake.url}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void fake.close().finally(() => process.exit(0));
  });
}
