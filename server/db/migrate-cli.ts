import { loadConfig } from '../config.ts'
import { openDatabase } from './client.ts'

/** Applies the committed migrations to the configured database, then exits. */
const config = loadConfig()
const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 1 }
    : { kind: 'pglite', dataDir: config.DATA_DIR },
)
await database.close()
console.warn(`Migrations applied (${database.kind}).`)
