import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
/** The fake Instagram (tests/fakes/fake-instagram.ts) the app publishes to in the e2e run. */
const instagramPort = Number(process.env.E2E_INSTAGRAM_PORT ?? port + 1);
const instagramUrl = `http://127.0.0.1:${instagramPort}`;
/** The fake LinkedIn (tests/fakes/fake-linkedin.ts), with the app's callback registered as LinkedIn requires. */
const linkedinPort = Number(process.env.E2E_LINKEDIN_PORT ?? port + 2);
const linkedinUrl = `http://127.0.0.1:${linkedinPort}`;

/** Run through `npm run test:e2e` (scripts/e2e.ts), which finds Chromium, a free port and a temporary DATA_DIR. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-BR',
    // Toasts and dialogs animate in; axe must not judge colours halfway through a fade.
    reducedMotion: 'reduce',
    timezoneId: 'America/Sao_Paulo',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx tests/fakes/fake-instagram-main.ts',
      // The authorization window without a client answers Meta's 400: the fake is up.
      url: `${instagramUrl}/oauth/authorize`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_INSTAGRAM_PORT: String(instagramPort) },
    },
    {
      command: 'node --import tsx tests/fakes/fake-linkedin-main.ts',
      // The authorization window without a client answers LinkedIn's 400: the fake is up.
      url: `${linkedinUrl}/oauth/v2/authorization`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FAKE_LINKEDIN_PORT: String(linkedinPort),
        FAKE_LINKEDIN_REDIRECT_URIS: `http://127.0.0.1:${port}/api/linkedin/callback`,
      },
    },
    {
      // The compiled server, as `npm start` runs it (scripts/e2e.ts builds it first).
      command: 'node dist-server/main.mjs',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: 'admin@carrossel.test',
        ADMIN_PASSWORD: 'admin-secret-123',
        RATE_LIMIT: 'off',
        WORKER: 'on',
        INSTAGRAM_APP_ID: '990602627938098',
        INSTAGRAM_APP_SECRET: 'fake-app-secret',
        INSTAGRAM_TOKEN_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
        INSTAGRAM_OAUTH_URL: instagramUrl,
        INSTAGRAM_GRAPH_URL: instagramUrl,
        INSTAGRAM_POLL_INTERVAL_MS: '200',
        // The fake's default client (tests/fakes/fake-linkedin.ts).
        LINKEDIN_CLIENT_ID: '78fakeclient',
        LINKEDIN_CLIENT_SECRET: 'fake-linkedin-secret',
        LINKEDIN_API_URL: linkedinUrl,
        LINKEDIN_OAUTH_URL: linkedinUrl,
        LINKEDIN_POLL_INTERVAL_MS: '200',
        // The local site tests/e2e/source-draft.spec.ts drafts from.
        OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
      },
    },
  ],
});
