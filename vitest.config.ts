import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // The slide engine's golden harness sits beside its tests, outside src (tests/slide-engine); the build's
          // scripts have theirs beside them.
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'scripts/**/*.test.ts',
            'tests/slide-engine/**/*.test.ts',
          ],
          environment: 'node',
          // Unit tests first (fast feedback), then integration, which limits its workers.
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          sequence: { groupOrder: 1 },
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One embedded cluster per run; each file gets its own database cloned from a migrated template.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
