import { defineConfig } from 'vitest/config'

const apiFiles = ['server/**/*.test.ts']
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
// The API files import the whole server; loading it again for each of the 114 files was a third
// of the suite's time. Each file still builds its own app on its own database (decision 0061).

export default defineConfig({
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'content/**/*.test.ts', 'tests/*.test.ts'],
          environment: 'node',
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
