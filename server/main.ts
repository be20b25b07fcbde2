import module from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { type Config, ConfigError, loadConfig } from './config.ts'
import { speedUpPackageResolution } from './package-format-cache.ts'

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function readConfig(): Config {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(78)
    }
    throw error
  }
}

async function main(): Promise<void> {
  // Compiled code is cached on disk between starts (a faster cold start).
  module.enableCompileCache?.()
  speedUpPackageResolution()
  const config = readConfig()
  // The built pages are production code whatever the deployment: React's production build.
  // Set before React is first imported, hence the dynamic imports below.
  process.env.NODE_ENV = 'production'
  const { buildApp } = await import('./app.ts')
  const { openDatabase } = await import('./db/client.ts')
  const { seedDatabase } = await import('./db/seed.ts')

  const database = await openDatabase(
    config.DATABASE_URL
      ? {
          kind: 'postgres',
          url: config.DATABASE_URL,
          poolSize: config.DATABASE_POOL_SIZE,
          // Only the code: a database's message may quote the data (a phone number, say).
          onConnectionError: (error) => {
            const code = (error as Error & { code?: string }).code ?? 'unknown'
            console.error(JSON.stringify({ level: 40, time: Date.now(), msg: 'database connection lost', code }))
          },
        }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
  )
  if (config.SEED) await seedDatabase(database.db, { whatsappNumber: config.business.whatsappNumber, demoData: config.DEMO_DATA })

  const buildDir = path.join(projectRoot, 'build')
  const build = (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as ServerBuild
  const { readOrCreateSecret } = await import('./db/local-secret.ts')
  const authSecret = config.AUTH_SECRET ?? (await readOrCreateSecret(config.DATA_DIR))
  const app = await buildApp(config, { database, authSecret, pages: { build, clientDir: path.join(buildDir, 'client') } })

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'shutting down')
    app.beginShutdown()
    const forceExit = setTimeout(() => {
      app.log.error('shutdown took too long; exiting')
      process.exit(1)
    }, config.SHUTDOWN_TIMEOUT_MS)
    forceExit.unref()
    // Connections that were busy when close() began go idle later; close them as they do.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 250)
    closeIdle.unref()
    try {
      // Readiness answers 503 while the listener still takes requests, long enough for a load
      // balancer's health check to see it and stop sending; only then does the listener close.
      await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS))
      await app.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down')
      process.exit(1)
    }
  }
  process.once('SIGTERM', () => void stop('SIGTERM'))
  process.once('SIGINT', () => void stop('SIGINT'))
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'))

  const address = await app.listen({ host: config.HOST, port: config.PORT })
  app.log.info({ address, database: database.kind }, 'PetVaidya is listening')
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
