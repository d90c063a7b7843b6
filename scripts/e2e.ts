import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../src/server/db/embedded';
import { findChromium } from './find-chromium';
import { run } from './run';

/**
 * Builds the real app and runs the Playwright specs against it in the system Chromium, on a free port with a
 * throw-away DATA_DIR (embedded PostgreSQL included). Without a browser: a loud notice, or a failure under CI.
 */
const chromium = findChromium();
if (!chromium) {
  const banner = [
    '',
    '#'.repeat(72),
    '#  E2E NÃO RODOU: nenhum Chromium encontrado.',
    '#  Instale com `apt-get install chromium` ou defina CHROMIUM_PATH.',
    '#'.repeat(72),
    '',
  ].join('\n');
  console.error(banner);
  process.exit(process.env.CI ? 1 : 0);
}

// The web app and the compiled server, what `npm start` runs.
const buildCode = await run('npm', ['run', '--silent', 'build']);
if (buildCode !== 0) process.exit(buildCode);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'carrossel-e2e-'));
// mkdtemp makes 0700; the embedded PostgreSQL runs as its own OS user when we are root and must reach it.
chmodSync(dataDir, 0o755);
const port = await findFreePort(4173);
const instagramPort = await findFreePort(port + 1);
const linkedinPort = await findFreePort(instagramPort + 1);
const code = await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  ...process.env,
  CHROMIUM_PATH: chromium,
  E2E_PORT: String(port),
  E2E_INSTAGRAM_PORT: String(instagramPort),
  E2E_LINKEDIN_PORT: String(linkedinPort),
  E2E_DATA_DIR: dataDir,
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
