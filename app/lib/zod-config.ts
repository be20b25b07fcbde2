import { z } from 'zod'

// Zod compiles object parsers with `new Function` after probing whether eval is allowed; the
// page's Content-Security-Policy forbids eval, so in the browser the probe itself is reported as a
// violation (Lighthouse's best-practices audit counts it). The interpreted parser is used instead.
// The server keeps the compiled one.
if (typeof document !== 'undefined') z.config({ jitless: true })
