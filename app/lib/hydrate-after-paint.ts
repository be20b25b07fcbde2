/**
 * React Router's bootstrap script imports the page's route modules statically, so the browser
 * evaluates the whole framework (some 140 KB compressed) as soon as it has arrived, often before
 * it has painted the server's HTML even once. On a slow phone the page then stays blank while
 * scripts run. This rewrites the bootstrap so that it first lets the browser paint (one frame,
 * or 100 ms in a hidden tab, which draws no frames), then imports the same modules in parallel
 * and goes on exactly as before (decision 0052). A page without the expected script is returned
 * unchanged.
 */
export function hydrateAfterFirstPaint(html: string): string {
  return lowerRoutePreloads(importRoutesAfterPaint(html))
}

function importRoutesAfterPaint(html: string): string {
  for (const opening of html.matchAll(MODULE_SCRIPT_OPENING)) {
    const bodyStart = opening.index + opening[0].length
    const end = html.indexOf('</script>', bodyStart)
    if (end === -1) return html
    const body = html.slice(bodyStart, end)
    if (!body.includes('window.__reactRouterRouteModules')) continue
    const imports = [...body.matchAll(STATIC_ROUTE_IMPORT)]
    if (imports.length === 0) return html
    const names = imports.map((match) => match[1])
    const loads = imports.map((match) => `import(${JSON.stringify(match[2])})`)
    const rewritten =
      'await new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve, 0)); setTimeout(resolve, 100) });\n' +
      `const [${names.join(', ')}] = await Promise.all([${loads.join(', ')}]);` +
      body.replace(STATIC_ROUTE_IMPORT, '')
    return html.slice(0, bodyStart) + rewritten + html.slice(end)
  }
  return html
}

/** Any module script's opening tag, whatever the order of its attributes (a nonce among them). */
const MODULE_SCRIPT_OPENING = /<script\b[^>]*\btype="module"[^>]*>/g
/** React Router's static import of one route module, one per line. */
const STATIC_ROUTE_IMPORT = /^\s*import \* as (route\d+) from "(\/[^"]+\.js)";\s*$/gm

/** The chunks that hydration cannot start without: the client entry, the bundler's runtime and the startup chunk. */
const STARTUP_CHUNK = /^\/assets\/(entry\.client|rolldown-runtime|startup)-[\w-]+\.js$/

/**
 * The server's HTML is the first view, so no script is needed to paint it. The route modules
 * and their chunks are still preloaded (hydration needs them next) but at low priority, so that
 * on a slow connection they do not compete with the document's images and the startup chunk.
 */
function lowerRoutePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, (tag: string, href: string) => (STARTUP_CHUNK.test(href) ? tag : tag.replace('<link ', '<link fetchpriority="low" ')))
}

/** React Router's module preload links: `rel` first, `href` second, a nonce perhaps after them. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g
