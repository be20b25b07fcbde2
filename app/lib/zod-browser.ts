import { z } from 'zod/v4'

/**
 * Zod as the browser gets it: `vite.config.ts` points the client build's `zod` here, so every
 * schema in the browser comes from this module, set up before any of them is made or used.
 *
 * Zod compiles object parsers with `new Function` after probing whether eval is allowed; the
 * pages' Content-Security-Policy forbids eval, so the probe alone is reported as a violation
 * (Lighthouse's best-practices audit counts it). In the browser Zod parses without compiling;
 * the server keeps the compiled parsers.
 */
z.config({ jitless: true })

export * from 'zod/v4'
export { z, z as default }
