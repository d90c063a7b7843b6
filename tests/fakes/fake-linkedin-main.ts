import { startFakeLinkedin } from './fake-linkedin';

/** The fake LinkedIn as its own process, for the e2e run (playwright.config.ts starts it next to the app). */
const fake = await startFakeLinkedin({ port: Number(process.env.FAKE_LINKEDIN_PORT ?? 4301) });
for (const uri of (process.env.FAKE_LINKEDIN_REDIRECT_URIS ?? '').split(',').filter(Boolean)) {
  fake.redirectUris.add(uri);
}
process.stdout.write(`fake LinkedIn on ${fake.url}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void fake.close().finally(() => process.exit(0));
  });
}
