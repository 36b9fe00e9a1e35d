import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFound } from '../components/NotFound';
import { useDocumentTitle } from '../lib/title';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
});

function Root() {
  useDocumentTitle();
  return <Outlet />;
}
