import path from 'node:path'
import { startServer, waitForStatus } from '../tests/support/server-process.ts'
import { type Figure, formatNumber, median } from './figure.ts'

export const COLD_START_BUDGET_S = 3

type ColdStartOptions = { port: number; dataDir: string; logDir: string; runs: number }

async function startAndStop(options: ColdStartOptions, label: string): Promise<number> {
  const since = performance.now()
  const server = startServer({
    port: options.port,
    dataDir: options.dataDir,
    logFile: path.join(options.logDir, `${label}.log`),
  })
  try {
    return await waitForStatus(server, '/', { since, intervalMs: 5 })
  } finally {
    const exit = await server.stop()
    if (exit.code !== 0) throw new Error(`${label}: the server exited with ${JSON.stringify(exit)} on SIGTERM:\n${server.output()}`)
  }
}

/**
 * `node server/main.ts` on an existing data directory, from spawn to the first 200 on `/`.
 * The directory is created by a first start (migrations, seed) stopped with SIGTERM; the
 * figure is the median of the timed starts after it.
 */
export async function measureColdStart(options: ColdStartOptions): Promise<Figure> {
  const firstStartMs = await startAndStop(options, 'cold-start-new-data-dir')
  const samples: number[] = []
  for (let run = 1; run <= options.runs; run++) {
    samples.push(await startAndStop(options, `cold-start-${run}`))
  }
  const seconds = samples.map((ms) => Math.round(ms) / 1000)
  return {
    name: 'cold-start',
    value: median(seconds),
    unit: 's',
    budget: COLD_START_BUDGET_S,
    limit: 'at-most',
    note: `median of ${seconds.length} starts on an existing data directory (${seconds.map(formatNumber).join(', ')} s); a new data directory took ${formatNumber(Math.round(firstStartMs) / 1000)} s`,
    details: { samplesSeconds: seconds, newDataDirSeconds: Math.round(firstStartMs) / 1000 },
  }
}
