import { readdirSync } from 'node:fs'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const features = readdirSync(new URL('./app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** Icons come from the sprite (decision 0013); lucide-react is only the script's source for it. */
const iconPaths = [{ name: 'lucide-react', message: 'Import icons from app/components/ui/icons.tsx (the sprite).' }]

/** One block per feature: a feature never imports another feature (DESIGN.md). */
const featureBoundaries = features.map((feature) => ({
  files: [`app/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: iconPaths,
        patterns: [
          { group: ['**/server/**'], message: 'app never imports server: loaders reach services through the load context.' },
          ...features
            .filter((other) => other !== feature)
            .map((other) => ({
              group: [`../${other}/*`, `**/features/${other}/**`],
              message: 'A feature never imports another feature; compose them in a route or layout.',
            })),
        ],
      },
    ],
  },
}))

export default tseslint.config(
  { ignores: ['node_modules/', 'build/', 'data/', '.react-router/', 'test-results/', 'playwright-report/'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/app/**', '**/content/**'], message: 'core imports nothing of ours.' },
            { group: ['react', 'react-dom', 'react-router', 'fastify', 'drizzle-orm', 'pg', '@electric-sql/*', 'node:*'], message: 'core stays pure: no framework, database or Node API.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'process', 'window', 'document', 'localStorage', 'fetch'],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Domain code never reads the clock: take `now` as an argument.' }, { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Domain code never reads the clock: take `now` as an argument.' }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: iconPaths,
          patterns: [{ group: ['**/server/**'], message: 'app never imports server: loaders reach services through the load context.' }],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['bench/**', 'tests/**', 'server/main.ts', 'scripts/**', '**/*.test.ts'],
    rules: { 'no-console': 'off' },
  },
)
