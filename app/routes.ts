import { type RouteConfig, index, route } from '@react-router/dev/routes'
import { type PageModule, SITE_PAGES } from '../core/site/pages.ts'

const moduleFiles: Record<PageModule, string> = {
  home: 'routes/home.tsx',
  content: 'routes/content-page.tsx',
  'blog-post': 'routes/blog-post.tsx',
  'blog-category': 'routes/blog-category.tsx',
  author: 'routes/author.tsx',
  'redirect-appointment': 'routes/appointment-redirect.tsx',
  help: 'routes/help.tsx',
  policy: 'routes/policy-page.tsx',
}

function routeId(path: string): string {
  return path === '/' ? 'home' : `page${path.replace(/[^a-z0-9]+/gi, '-')}`
}

export default [
  ...SITE_PAGES.map((page) =>
    page.path === '/'
      ? index(moduleFiles.home)
      : route(page.path.slice(1), moduleFiles[page.module], { id: routeId(page.path) }),
  ),
  // Test-only page that throws after hydration, for the error screen's browser test.
  route('__error-check', 'routes/error-check.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
