import { afterAll, beforeAll } from 'vitest';
import type { TemplateDto } from '../../src/shared/carousels/api';
import { listTemplates } from './carousels';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from './test-app';
import { loginAdmin, type TestUser } from './users';

export interface AppKit {
  testApp: TestApp;
  /** The seeded administrator, signed in. */
  admin: TestUser;
  /** The active templates, as the create screen lists them. */
  templates: TemplateDto[];
}

export interface AppKitOptions {
  /** Runs the job workers in the app, so carousels get made. */
  worker?: boolean;
  /** Configuration on top of the test defaults (rate limits are off unless set here). */
  env?: Record<string, string>;
}

/**
 * The setup most integration files share, for the whole file: a database cloned from the run's migrated
 * template, the real app on it, the administrator signed in and the templates listed; the app is closed and
 * the database dropped after the file's last test. `onReady` hands the kit to the file's own variables.
 */
export function setUpAppKit(options: AppKitOptions, onReady: (kit: AppKit) => void): void {
  let database: TestDatabase | undefined;
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await startTestApp(
      database.url,
      { RATE_LIMIT: 'off', ...options.env },
      { worker: options.worker ?? false },
    );
    const admin = await loginAdmin(testApp);
    onReady({ testApp, admin, templates: await listTemplates(testApp, admin) });
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.drop();
  });
}
