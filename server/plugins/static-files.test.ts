import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtStylesheetReader } from './static-files.ts'

function clientDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(path.join(dir, 'assets', 'app-1a2b.css'), 'body{color:red}')
  writeFileSync(path.join(dir, 'assets', 'odd-3c4d.css'), '.a::after{content:"</style><script>x</script>"}')
  writeFileSync(path.join(dir, 'secret.txt'), 'not for pages')
  return dir
}

describe('builtStylesheetReader', () => {
  it('reads a built stylesheet by its public address', () => {
    expect(builtStylesheetReader(clientDir())('/assets/app-1a2b.css')).toBe('body{color:red}')
  })

  it('never lets a stylesheet close its style element', () => {
    const text = builtStylesheetReader(clientDir())('/assets/odd-3c4d.css')
    expect(text).not.toContain('</style')
    expect(text).toContain('<\\/style>')
  })

  it('reads nothing outside /assets or other than a stylesheet', () => {
    const read = builtStylesheetReader(clientDir())
    expect(read('/secret.txt')).toBe('')
    expect(read('/assets/../secret.txt')).toBe('')
    expect(read('/assets/missing-0000.css')).toBe('')
  })
})
