import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PROJECT_ROOT, freePort, startServer, waitForStatus } from '../tests/support/server-process.ts'
import { measureClinicSearch } from './clinic-search.ts'
import { measureColdStart } from './cold-start.ts'
import { measureEventTiming } from './event-timing.ts'
import { type Figure, formatFigure, passes } from './figure.ts'
import { measureLighthouse } from './lighthouse.ts'
import {
  measureBookingClosedLoop,
  measureBookingOpenLoop,
  measureBrowse,
  measurePostgresRestart,
  measureProviderTimeouts,
  measureSignIn,
  measureTwoServers,
} from './load.ts'
import { type PostgresCluster, startPostgresCluster } from './postgres-cluster.ts'
import { measurePagesWeight } from './page-weight.ts'
import { measureSsrThroughput } from './ssr-throughput.ts'
import { measureTriageEval } from './triage-eval.ts'
import { measureVideoFirstFrame } from './video-call.ts'

/**
 * `npm run bench` (after the build): each benchmark prints its figure against its budget; the
 * process exits 1 when a budget is missed or a benchmark cannot run. Results are also written
 * to bench/results/latest.json. Servers listen on 127.0.0.1, on ports 3400-3499.
 * Names given on the command line (`npm run bench -- lighthouse`) run only those benchmarks.
 */

type Outcome = { figure: Figure } | { name: string; error: string }

const outcomes: Outcome[] = []

function report(outcome: Outcome): void {
  outcomes.push(outcome)
  if ('figure' in outcome) console.log(formatFigure(outcome.figure))
  else console.log(`${outcome.name}: ERROR ${outcome.error}`)
}

const only = process.argv.slice(2)
const wanted = (names: string[]) => only.length === 0 || names.some((name) => only.includes(name))

async function run(names: string[], measure: () => Promise<Figure | Figure[]>): Promise<void> {
  if (!wanted(names)) return
  try {
    const figures = await measure()
    for (const figure of Array.isArray(figures) ? figures : [figures]) report({ figure })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    for (const name of names) report({ name, error: message })
  }
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: PROJECT_ROOT, encoding: 'utf8' }).trim()
  } catch {
    return null
  }
}

if (!existsSync(path.join(PROJECT_ROOT, 'build', 'server', 'index.js'))) {
  console.error('No build: run `npm run bench`, which builds first.')
  process.exit(1)
}

const workDir = await mkdtemp(path.join(os.tmpdir(), 'petvaidya-bench-'))
const dataDir = path.join(workDir, 'data')
const port = await freePort({ from: 3400, to: 3499 })
const loadBefore = os.loadavg()[0] ?? 0
console.log(`Benchmarks on ${os.cpus().length} cores, Node ${process.version}, server on port ${port}, logs in ${workDir}`)
if (loadBefore > os.cpus().length / 2) {
  console.warn(`Warning: the machine is busy (load average ${loadBefore.toFixed(2)}); the figures below are lower than on an idle machine.`)
}

await run(['triage-dev-emergency-recall', 'triage-dev-false-emergencies', 'triage-frozen-emergency-recall', 'triage-frozen-false-emergencies'], measureTriageEval)

await run(['clinic-search-p95-pglite', 'clinic-search-p95-postgres'], measureClinicSearch)

await run(['cold-start'], () => measureColdStart({ port, dataDir, logDir: workDir, runs: 3 }))

await run(['video-first-frame'], () => measureVideoFirstFrame({ workDir }))

await run(['event-timing'], () => measureEventTiming({ workDir }))

// The pages' figures share one server on the embedded database, started only when one of them is asked for.
if (wanted(['page-weight-js', 'page-weight-css', 'ssr-throughput', 'ssr-compressed-share', 'lighthouse'])) {
  const server = startServer({ port, dataDir, logFile: path.join(workDir, 'server.log') })
  const ready = waitForStatus(server, '/')
  await run(['page-weight-js', 'page-weight-css'], async () => {
    await ready
    return measurePagesWeight(server.url)
  })
  await run(['ssr-throughput', 'ssr-compressed-share'], async () => {
    await ready
    return measureSsrThroughput(server.url, async () => {
      const rendering = startServer({
        port: await freePort({ from: 3400, to: 3499 }),
        dataDir: path.join(workDir, 'data-page-cache-off'),
        logFile: path.join(workDir, 'server-page-cache-off.log'),
        env: { PAGE_CACHE_SECONDS: '0' },
      })
      await waitForStatus(rendering, '/')
      return rendering
    })
  })
  await run(['lighthouse'], async () => {
    await ready
    return measureLighthouse(server.url)
  })
  await server.stop()
}

// The load and fault scenarios run on a PostgreSQL cluster of their own (restarted by one of
// them), a fresh database each, with REDIS_URL for the two-process run (BENCH_REDIS_URL, or the
// local Redis's database 11).
let cluster: PostgresCluster | null = null
const onCluster = (measure: (context: { cluster: PostgresCluster; workDir: string }) => Promise<Figure[]>) => async () => {
  cluster ??= await startPostgresCluster()
  return measure({ cluster, workDir })
}
try {
  await run(['browse'], onCluster(measureBrowse))
  await run(['sign-in'], onCluster(measureSignIn))
  await run(['booking-open-loop', 'booking-open-loop-rows'], onCluster(measureBookingOpenLoop))
  await run(['booking-closed-loop', 'booking-cpu-server', 'booking-cpu-postgres', 'booking-closed-loop-rows'], onCluster(measureBookingClosedLoop))
  await run(['two-servers'], onCluster((context) => measureTwoServers(context, process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379/11')))
  await run(['pg-restart', 'pg-restart-bad-answers', 'pg-restart-recovery', 'pg-restart-rows'], onCluster(measurePostgresRestart))
  await run(['provider-timeouts', 'sms-timeout', 'payment-timeout'], onCluster(measureProviderTimeouts))
} finally {
  await (cluster as PostgresCluster | null)?.destroy()
}

const failed = outcomes.filter((outcome) => !('figure' in outcome) || !passes(outcome.figure))
const resultsDir = path.join(PROJECT_ROOT, 'bench', 'results')
await mkdir(resultsDir, { recursive: true })
await writeFile(
  path.join(resultsDir, 'latest.json'),
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      commit: gitCommit(),
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      loadAverage: { before: loadBefore, after: os.loadavg()[0] ?? 0 },
      passed: failed.length === 0,
      results: outcomes.map((outcome) =>
        'figure' in outcome ? { ...outcome.figure, pass: passes(outcome.figure), line: formatFigure(outcome.figure) } : { ...outcome, pass: false },
      ),
    },
    null,
    2,
  )}\n`,
)
console.log(failed.length === 0 ? 'All budgets met.' : `${failed.length} of ${outcomes.length} figures missed their budget or failed.`)
// The logs stay for a look when something failed; the database never does.
await rm(failed.length === 0 ? workDir : dataDir, { recursive: true, force: true })
await rm(path.join(workDir, 'data-page-cache-off'), { recursive: true, force: true })
process.exit(failed.length === 0 ? 0 : 1)
