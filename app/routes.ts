import { type RouteConfig, index, route } from '@react-router/dev/routes'
import { type PageModule, SITE_PAGES } from '../core/site/pages.ts'

const moduleFiles: Record<PageModule, string> = {
  home: 'routes/home.tsx',
  content: 'routes/content-page.tsx',
  'blog-post': 'routes/blog-post.tsx',
  'blog-category': 'routes/blog-category.tsx',
  author: 'routes/author.tsx',
  'redirect-appointment': 'routes/appointment-redirect.tsx',
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
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
