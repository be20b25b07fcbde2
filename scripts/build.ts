/**
 * `npm run build`: the client and server bundles, always React's production build. Vite takes
 * NODE_ENV from the shell when it is set, so a shell with NODE_ENV=development (the value
 * .env.example shows for the server) would otherwise ship React's development bundle, about twice
 * the size and far slower on a phone. The server's own mode is read from the environment at start.
 */
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'

export function buildEnvironment(shell: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...shell, NODE_ENV: 'production' }
}

if (import.meta.main) {
  // The package exports no subpath for its command, so find it beside its package.json.
  const packageJson = createRequire(import.meta.url).resolve('@react-router/dev/package.json')
  const cli = path.join(path.dirname(packageJson), 'bin.cjs')
  const result = spawnSync(process.execPath, [cli, 'build', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: buildEnvironment(process.env),
  })
  process.exit(result.status ?? 1)
}
