import { readFileSync, readdirSync } from 'node:fs'

/**
 * CPU time spent by processes, read from Linux's /proc (user + system, in ms): how much work a
 * booking costs the server and PostgreSQL, a figure that a busy machine slows down far less than
 * it slows down throughput or latency. Null where /proc is not there.
 */

/** Linux's clock ticks per second for /proc/<pid>/stat (USER_HZ, 100 on every common kernel). */
const TICKS_PER_SECOND = 100

type Stat = { ppid: number; ownMs: number; childrenMs: number }

function stat(pid: number): Stat | null {
  let text: string
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return null
  }
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  const ticks = (index: number) => Number(fields[index - 3] ?? 0)
  const toMs = (value: number) => (value * 1000) / TICKS_PER_SECOND
  return { ppid: ticks(4), ownMs: toMs(ticks(14) + ticks(15)), childrenMs: toMs(ticks(16) + ticks(17)) }
}

/** The CPU time of a process so far. */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null
  return stat(pid)?.ownMs ?? null
}

/** The CPU time of a process, its live children and the children it has already reaped (PostgreSQL's postmaster and backends). */
export function processTreeCpuMs(pid: number): number | null {
  const root = stat(pid)
  if (!root) return null
  let total = root.ownMs + root.childrenMs
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const child = stat(Number(entry))
    if (child?.ppid === pid) total += child.ownMs
  }
  return total
}
