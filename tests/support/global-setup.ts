import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { openDatabase, wrapPglite } from '../../server/db/client.ts'
import { adminUrl, templateDatabaseName } from './postgres.ts'

/**
 * Migrates one PGlite and, when TEST_DATABASE_URL is set, one PostgreSQL template database;
 * every test file then starts from a copy of them instead of migrating again.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'petvaidya-test-'))
  const client = await PGlite.create()
  const database = await wrapPglite(client, async () => {}, { migrate: true })
  const dump = await client.dumpDataDir('none')
  await writeFile(path.join(dir, 'pglite.tar'), Buffer.from(await dump.arrayBuffer()))
  await database.close()
  project.provide('pgliteDumpPath', path.join(dir, 'pglite.tar'))

  const url = process.env.TEST_DATABASE_URL
  let templateName = ''
  if (url) {
    templateName = templateDatabaseName()
    const pg = (await import('pg')).default
    const admin = new pg.Client({ connectionString: adminUrl(url) })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS "${templateName}"`)
    await admin.query(`CREATE DATABASE "${templateName}"`)
    await admin.end()
    const template = await openDatabase({ kind: 'postgres', url: withDatabase(url, templateName), poolSize: 1 })
    await template.close()
  }
  project.provide('postgresTemplate', templateName)

  return async () => {
    await rm(dir, { recursive: true, force: true })
    if (url && templateName) {
      const pg = (await import('pg')).default
      const admin = new pg.Client({ connectionString: adminUrl(url) })
      await admin.connect()
      await admin.query(`DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`)
      await admin.end()
    }
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string
    postgresTemplate: string
  }
}
