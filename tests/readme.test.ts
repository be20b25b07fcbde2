import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
const scripts = Object.keys(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts as object)
const envExample = readFileSync(new URL('../.env.example', import.meta.url), 'utf8')
const configSource = readFileSync(new URL('../server/config.ts', import.meta.url), 'utf8')

describe('README and .env.example', () => {
  it('show the two quick-start commands', () => {
    expect(readme).toContain('npm install && npm start')
    expect(readme).toContain('npm test')
  })

  it('name only scripts that exist, and every script', () => {
    const named = [...readme.matchAll(/`npm run ([a-z:]+)`/g)].map((match) => match[1])
    for (const script of named) expect(scripts).toContain(script)
    for (const script of scripts.filter((name) => !name.startsWith('pre'))) {
      expect(readme, `README lists ${script}`).toMatch(new RegExp(`npm (run )?${script}\\b`))
    }
  })

  it('list every setting the server reads', () => {
    const settings = [...configSource.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1])
    expect(settings.length).toBeGreaterThan(10)
    for (const setting of settings) expect(envExample, setting).toMatch(new RegExp(`^${setting}=`, 'm'))
  })
})
