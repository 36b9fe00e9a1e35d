import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

type Params = Record<string, string>;
type Search = Record<string, unknown>;

const ref = (p: Params, s: Search) =>
  `${typeof s.hostname === 'string' && s.hostname ? `${s.hostname}/` : ''}${p.slug}`;

/** Each page's own title, by route id (the tab, history and bookmarks tell pages apart). */
const TITLES: Record<string, (params: Params, search: Search) => string> = {
  '/login': () => 'Sign in',
  '/register': () => 'Create account',
  '/verify-email': () => 'Verify email',
  '/reset-password': () => 'Reset password',
  '/invite/$token': () => 'Invitation',
  '/_authed/links/': () => 'Links',
  '/_authed/links/$host/$slug/stats': (p) => `Stats: ${p.host}/${p.slug}`,
  '/_authed/links/$host/$slug/rules': (p) => `Rules: ${p.host}/${p.slug}`,
  '/_authed/links/$slug/preview': (p, s) => `Preview: ${ref(p, s)}`,
  '/_authed/links/$slug/qr': (p, s) => `QR code: ${ref(p, s)}`,
  '/_authed/domains': () => 'Domains',
  '/_authed/billing': () => 'Billing',
  '/_authed/reports': () => 'Reports',
  '/_authed/members': () => 'Members',
  '/_authed/audit': () => 'Audit log',
  '/_authed/profile': () => 'Profile',
  '/_authed/email-templates': () => 'Email templates',
  '/_authed/flagged': () => 'Flagged links',
  '/report': () => 'Report a link',
};

export const documentTitle = (page: string | null) => (page ? `${page} - kurz` : 'kurz');

/** The leaf route's title; an address no route matches is 'Page not found'. */
export function pageTitle(
  match: { routeId: string; params: Params; search: Search } | undefined,
  notFound: boolean,
): string | null {
  if (notFound || !match || match.routeId === '__root__') return 'Page not found';
  return TITLES[match.routeId]?.(match.params, match.search) ?? null;
}

/** Keeps document.title on the current page's title (called once, in the root route). */
export function useDocumentTitle(): void {
  const title = useRouterState({
    select: (s) => {
      const leaf = s.matches.at(-1);
      const notFound = s.matches.some((m) => m.status === 'notFound');
      return documentTitle(
        pageTitle(leaf && { routeId: leaf.routeId, params: leaf.params, search: leaf.search as Search }, notFound),
      );
    },
  });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
