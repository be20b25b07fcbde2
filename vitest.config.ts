import os from 'node:os'
import { defineConfig } from 'vitest/config'

const apiFiles = ['server/**/*.test.ts']
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
/**
 * API files that open no database, or only use it to build the app around routes whose answer no
 * query decides (headers, guards, limits, logs, adapters): run once, on PGlite. Every file whose
 * answers come from the database runs on both.
 */
const routeOnlyFiles = [
  'server/config.test.ts',
  'server/package-format-cache.test.ts',
  'server/db/data-dir-lock.test.ts',
  'server/modules/uploads/s3-image-store.test.ts',
  'server/plugins/{cached-page,compressed-body,page-cache,react-router,static-files}.test.ts',
  'server/plugins/{error-log,request-log,rate-limit,route-guards}.test.ts',
  'server/providers/{mail,sms,whatsapp}/*.test.ts',
  'server/providers/payments/razorpay-*.test.ts',
]
// The API files import the whole server; loading it again for each of the 114 files was a third
// of the suite's time. Each file still builds its own app on its own database (decision 0061).

export default defineConfig({
  test: {
    // Files of all three projects share the workers. The API files wait on their database as much
    // as they compute, so two workers on two cores run them in less than half the time one took
    // (Vitest's default here: one fewer than the cores).
    maxWorkers: Math.max(2, os.availableParallelism()),
    globalSetup: ['tests/support/global-setup.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'content/**/*.test.ts', 'tests/*.test.ts'],
          environment: 'node',
          // No unit file replaces a module; the two that stub globals restore them (decision 0061).
          isolate: false,
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: apiFiles,
          isolate: false,
          env: { TEST_DB: 'pglite' },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiFiles,
                exclude: routeOnlyFiles,
                isolate: false,
                env: { TEST_DB: 'postgres' },
                testTimeout: 20_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
})
