import { routes } from '../app/routes.tsx';
import { type FetchRoute, renderApp } from './renderApp.tsx';

/** Renders the whole app (every route, the shell, the role gates) at `path`: a screen tested in its place. */
export function renderAppAt(path: string, route?: FetchRoute) {
  return renderApp(routes, path, route);
}
