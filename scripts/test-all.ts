import { run } from './run';

/** `npm test`: unit and integration (Vitest), then e2e (Playwright in Chromium). Stops at the first red tier. */
const tiers: [string, string, string[]][] = [
  ['unit + integration', 'npx', ['vitest', 'run']],
  ['e2e', 'node', ['--import', 'tsx', 'scripts/e2e.ts']],
];
for (const [name, command, args] of tiers) {
  console.log(`\n=== ${name} ===\n`);
  const code = await run(command, args);
  if (code !== 0) {
    console.error(`\n${name}: falhou (código ${code})`);
    process.exit(code);
  }
}
