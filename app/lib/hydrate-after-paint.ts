/**
 * React Router's bootstrap script imports the page's route modules statically, so the browser
 * evaluates the whole framework (some 140 KB compressed) as soon as it has arrived, often before
 * it has painted the server's HTML even once. On a slow phone the page then stays blank while
 * scripts run. This rewrites the bootstrap so that it first lets the browser paint (one frame,
 * or 100 ms in a hidden tab, which draws no frames), then imports the same modules in parallel
 * and goes on exactly as before (decision 0052). A page without the expected script is returned
 * unchanged.
 *
 * Only the chunks hydration starts from are preloaded from the head. The route modules and their
 * chunks are preloaded by the bootstrap after that first frame, at low priority (decision 0059): a
 * slow phone on mobile data then spends its first round trips on the document alone, and the first
 * paint never waits for a script the first view does not need.
 */
export function hydrateAfterFirstPaint(html: string): string {
  const later: string[] = []
  const withoutLater = html.replace(MODULE_PRELOAD, (tag: string, href: string) => {
    if (STARTUP_CHUNK.test(href)) return tag
    later.push(href)
    return ''
  })
  return importRoutesAfterPaint(withoutLater, later) ?? html
}

function importRoutesAfterPaint(html: string, preloadsAfterPaint: string[]): string | null {
  for (const opening of html.matchAll(MODULE_SCRIPT_OPENING)) {
    const bodyStart = opening.index + opening[0].length
    const end = html.indexOf('</script>', bodyStart)
    if (end === -1) return null
    const body = html.slice(bodyStart, end)
    if (!body.includes('window.__reactRouterRouteModules')) continue
    const imports = [...body.matchAll(STATIC_ROUTE_IMPORT)]
    if (imports.length === 0) return null
    const names = imports.map((match) => match[1])
    const loads = imports.map((match) => `import(${JSON.stringify(match[2])})`)
    const rewritten =
      'await new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve, 0)); setTimeout(resolve, 100) });\n' +
      `${PRELOADS_AFTER_PAINT_START}${JSON.stringify(preloadsAfterPaint)}) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.fetchPriority = 'low'; link.href = href; document.head.append(link) }\n` +
      `const [${names.join(', ')}] = await Promise.all([${loads.join(', ')}]);` +
      body.replace(STATIC_ROUTE_IMPORT, '')
    return html.slice(0, bodyStart) + rewritten + html.slice(end)
  }
  return null
}

const PRELOADS_AFTER_PAINT_START = 'for (const href of '

/** The scripts a served page's bootstrap preloads after its first paint (for the tests and the page-weight benchmark). */
export function preloadsAfterPaintOf(html: string): string[] {
  const start = html.indexOf(PRELOADS_AFTER_PAINT_START)
  if (start === -1) return []
  const list = start + PRELOADS_AFTER_PAINT_START.length
  return JSON.parse(html.slice(list, html.indexOf(']', list) + 1)) as string[]
}

/** Any module script's opening tag, whatever the order of its attributes (a nonce among them). */
const MODULE_SCRIPT_OPENING = /<script\b[^>]*\btype="module"[^>]*>/g
/** React Router's static import of one route module, one per line. */
const STATIC_ROUTE_IMPORT = /^\s*import \* as (route\d+) from "(\/[^"]+\.js)";\s*$/gm

/** The chunks that hydration cannot start without: the client entry, the bundler's runtime and the startup chunk. */
const STARTUP_CHUNK = /^\/assets\/(entry\.client|rolldown-runtime|startup)-[\w-]+\.js$/

/** React Router's module preload links: `rel` first, `href` second, a nonce perhaps after them. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g
