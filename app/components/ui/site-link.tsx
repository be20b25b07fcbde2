/**
 * An internal link rendered as a plain <a>: the shell's LinkInterceptor turns a plain click into
 * a client-side navigation and a hover or focus into a preload of the page. It costs far less to
 * server-render than React Router's <Link>, which matters in long lists (footer, cards).
 */
export function SiteLink({ to, ...props }: { to: string } & Omit<React.ComponentProps<'a'>, 'href'>) {
  return <a href={to} data-site-link="" {...props} />
}
