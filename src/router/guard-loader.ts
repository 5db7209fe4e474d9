// The spec 4 guard as the root route's loader: it runs before every navigation (shouldRevalidate is
// always true on the root), may wait for the tenant config or the login flags, and answers with a
// redirect or lets the page render.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { runGuard, type GuardDeps } from '../routing';

/** '/scprmall/' -> '/scprmall'; '/' -> ''. */
export const basenameOf = (base: string): string => base.replace(/\/+$/, '');

export function stripBase(pathname: string, basename: string): string {
  if (!basename) return pathname || '/';
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

export function guardLoader(deps: GuardDeps, basename: string) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const next = await runGuard(deps, stripBase(url.pathname, basename), Object.fromEntries(url.searchParams));
    if (next) throw redirect(next);
    return null;
  };
}
