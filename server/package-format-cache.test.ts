import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import type { ResolveFnOutput, ResolveHookContext } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import { packageType, resolveInsidePackages } from './package-format-cache.ts'

/** A project with an ES module package (with a CommonJS folder of its own) and a CommonJS package. */
function project(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'package-format-'))
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  write('node_modules/esm-lib/package.json', JSON.stringify({ name: 'esm-lib', type: 'module', exports: { '.': './index.js' } }))
  write('node_modules/esm-lib/index.js', 'export * from "./core/sql.js"')
  write('node_modules/esm-lib/core/sql.js', 'export const sql = 1')
  write('node_modules/esm-lib/cjs/package.json', JSON.stringify({ type: 'commonjs' }))
  write('node_modules/esm-lib/cjs/index.js', 'module.exports = require("./sql.js")')
  write('node_modules/esm-lib/cjs/sql.js', 'exports.sql = 1')
  write('node_modules/esm-lib/folder.js/index.js', 'export {}')
  write('node_modules/cjs-lib/package.json', JSON.stringify({ name: 'cjs-lib' }))
  write('node_modules/cjs-lib/index.js', 'module.exports = require("./other.js")')
  write('node_modules/cjs-lib/other.js', 'module.exports = 1')
  write('server/app.js', 'import "./routes.js"')
  write('server/routes.js', '')
  return root
}

const context = (parent: string): ResolveHookContext => ({ conditions: ['node', 'import'], importAttributes: {}, parentURL: pathToFileURL(parent).href })

describe('resolving inside installed packages', () => {
  it('answers a relative script import inside an ES module package itself, as an ES module', () => {
    const root = project()
    const next = vi.fn((): ResolveFnOutput => ({ url: 'file:///elsewhere.js' }))
    const answer = resolveInsidePackages('./core/sql.js', context(path.join(root, 'node_modules/esm-lib/index.js')), next)
    expect(answer).toEqual({ url: pathToFileURL(path.join(root, 'node_modules/esm-lib/core/sql.js')).href, format: 'module', shortCircuit: true })
    expect(next).not.toHaveBeenCalled()
  })

  it('leaves to Node a CommonJS package, a folder whose own package.json says CommonJS, a missing file, a folder, a bare name and the project’s own files', () => {
    const root = project()
    const next = vi.fn((): ResolveFnOutput => ({ url: 'file:///from-node.js' }))
    const cases: Array<[string, string]> = [
      ['./other.js', 'node_modules/cjs-lib/index.js'],
      ['./sql.js', 'node_modules/esm-lib/cjs/index.js'],
      ['./missing.js', 'node_modules/esm-lib/index.js'],
      ['./folder.js', 'node_modules/esm-lib/index.js'],
      ['esm-lib', 'node_modules/cjs-lib/index.js'],
      ['./routes.js', 'server/app.js'],
      ['./core/sql.js?v=1', 'node_modules/esm-lib/index.js'],
    ]
    for (const [specifier, parent] of cases) {
      expect(resolveInsidePackages(specifier, context(path.join(root, parent)), next), `${specifier} from ${parent}`).toEqual({ url: 'file:///from-node.js' })
    }
    expect(next).toHaveBeenCalledTimes(cases.length)
  })

  it('reads the type of the nearest package.json, once per folder', () => {
    const root = project()
    expect(packageType(path.join(root, 'node_modules/esm-lib/core'))).toBe('module')
    expect(packageType(path.join(root, 'node_modules/esm-lib/cjs'))).toBe('commonjs')
    expect(packageType(path.join(root, 'node_modules/cjs-lib'))).toBe('commonjs')
    writeFileSync(path.join(root, 'node_modules/esm-lib/package.json'), JSON.stringify({ type: 'commonjs' }))
    expect(packageType(path.join(root, 'node_modules/esm-lib/core'))).toBe('module')
  })
})
