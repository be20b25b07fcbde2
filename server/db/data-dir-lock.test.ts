import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirLockedError, acquireDataDirLock } from './data-dir-lock.ts'

const CHILD = path.resolve('tests/support/data-dir-lock-child.ts')
const dirs: string[] = []

async function dataDirWithStaleLock(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pv-lock-'))
  dirs.push(dir)
  // The pid of a process that has ended: a lock left by a crash.
  const dead = spawnSync(process.execPath, ['-e', '0']).pid as number
  await writeFile(path.join(dir, 'server.lock'), String(dead))
  return dir
}

/** A child process trying the lock: `ready` once it waits for "go", `answer` once it tried. */
function start(dir: string): { child: ChildProcessWithoutNullStreams; ready: Promise<void>; answer: Promise<string> } {
  const child = spawn(process.execPath, [CHILD, dir])
  const waiting: Array<{ count: number; resolve: (lines: string[]) => void; reject: (error: Error) => void }> = []
  let out = ''
  const settle = () => {
    const got = out.split('\n').filter(Boolean)
    for (const entry of waiting) if (got.length >= entry.count) entry.resolve(got)
  }
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString()
    settle()
  })
  child.on('exit', () => {
    for (const entry of waiting) entry.reject(new Error(`child ended early: ${out}`))
  })
  const lines = (count: number) =>
    new Promise<string[]>((resolve, reject) => {
      waiting.push({ count, resolve, reject })
      settle()
    })
  return { child, ready: lines(1).then(() => undefined), answer: lines(2).then((got) => got[1] as string) }
}

afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

describe('the data directory lock', () => {
  it('refuses a second owner while the first lives, and takes over a dead owner’s lock', async () => {
    const dir = await dataDirWithStaleLock()
    const release = await acquireDataDirLock(dir)
    expect(await readFile(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid))
    const contender = start(dir)
    await contender.ready
    contender.child.stdin.write('go\n')
    expect(await contender.answer).toBe('locked')
    contender.child.stdin.end()
    await release()
    await expect(acquireDataDirLock(dir).then((again) => again())).resolves.toBeUndefined()
    expect(DataDirLockedError).toBeDefined()
  })

  it('gives a stale lock to exactly one of two servers starting at once', async () => {
    for (let round = 0; round < 5; round++) {
      const dir = await dataDirWithStaleLock()
      const racers = [start(dir), start(dir)]
      // Both are waiting before either is told to go, so that they race.
      await Promise.all(racers.map((racer) => racer.ready))
      for (const racer of racers) racer.child.stdin.write('go\n')
      const answers = await Promise.all(racers.map((racer) => racer.answer))
      for (const racer of racers) racer.child.stdin.end()
      expect(answers.sort()).toEqual(['acquired', 'locked'])
      const owner = Number(await readFile(path.join(dir, 'server.lock'), 'utf8'))
      expect(racers.map((racer) => racer.child.pid)).toContain(owner)
    }
  })
})
