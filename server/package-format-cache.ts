import { readFileSync, realpathSync, statSync } from 'node:fs'
import module, { type ResolveHookContext, type ResolveFnOutput } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

type NextResolve = (specifier: string, context?: Partial<ResolveHookContext>) => ResolveFnOutput

/**
 * Node 24 decides whether each file it loads is an ES module by reading the nearest package.json,
 * and parses that package's whole `exports` map every time it does. drizzle-orm's package.json
 * holds a 179 KB map and the package loads hundreds of files: 300-500 ms of every start of the
 * server (decision 0060). This hook answers the relative `.js` imports inside installed packages
 * from each directory's `type`, read once; anything else goes to Node's own resolution.
 */
export function resolveInsidePackages(specifier: string, context: ResolveHookContext, nextResolve: NextResolve): ResolveFnOutput {
  const parent = context.parentURL
  if (!parent?.startsWith('file:') || !parent.includes('/node_modules/') || !RELATIVE_SCRIPT.test(specifier)) return nextResolve(specifier, context)
  let file: string
  try {
    file = realpathSync(fileURLToPath(new URL(specifier, parent)))
    if (!statSync(file).isFile()) return nextResolve(specifier, context)
  } catch {
    return nextResolve(specifier, context)
  }
  if (packageType(path.dirname(file)) !== 'module') return nextResolve(specifier, context)
  return { url: pathToFileURL(file).href, format: 'module', shortCircuit: true }
}

/** `./x.js`, `../y/z.js`: a relative import of one script file, with no query or hash. */
const RELATIVE_SCRIPT = /^\.{1,2}\/[^?#]*\.js$/

const typeOfDirectory = new Map<string, string>()

/** The `type` of the package.json nearest to `directory` ('commonjs' when none says otherwise), cached per directory. */
export function packageType(directory: string): string {
  const known = typeOfDirectory.get(directory)
  if (known !== undefined) return known
  let type: string
  try {
    const declared = (JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8')) as { type?: unknown }).type
    type = declared === 'module' ? 'module' : 'commonjs'
  } catch (error) {
    const parent = path.dirname(directory)
    type = (error as NodeJS.ErrnoException).code === 'ENOENT' && parent !== directory ? packageType(parent) : 'commonjs'
  }
  typeOfDirectory.set(directory, type)
  return type
}

/** Installs the hook in this process (Node 24's synchronous module hooks); a runtime without them starts as before. */
export function speedUpPackageResolution(): void {
  module.registerHooks?.({ resolve: resolveInsidePackages })
}
