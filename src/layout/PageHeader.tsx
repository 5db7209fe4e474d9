// Every shelled screen's page header (issue 14, Ant Design Pro's PageHeader): the breadcrumb of its menu
// path and its title. Breadcrumb items are real links under the app's base, so a middle click opens them.
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router';
import { ancestry } from '../menus';
import { href } from '../routing';
import { namingNodeOf, type CurrentPage } from './use-current-page';

export function PageHeader({ page }: { page: CurrentPage }) {
  const root = useHref('/');
  const navigate = useNavigate();
  const record = page.record;
  // Pages outside the menus (404, result pages) carry their own heading.
  if (!record || !page.active) return null;
  const chain = ancestry(page.active, page.map).filter((n) => n.label);
  const naming = namingNodeOf(page);
  const title = naming?.label ?? record.meta?.title ?? page.active?.label ?? '';
  const crumbs = chain.filter((n) => n !== naming && n.routeName !== record.name);
  if (!title) return null;
  const base = root.replace(/\/+$/, '');
  const follow = (path: string) => (e: MouseEvent) => {
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    navigate(path);
  };
  return (
    <div className="scpr-page-header">
      {crumbs.length ? (
        <nav className="scpr-breadcrumb" aria-label="面包屑">
          <ol>
            {crumbs.map((n) => (
              <li key={n.menuId}>{n.path && !n.hidden ? <a href={`${base}${href(n.path)}`} onClick={follow(href(n.path))}>{n.label}</a> : <span>{n.label}</span>}</li>
            ))}
            <li>
              <span aria-current="page">{title}</span>
            </li>
          </ol>
        </nav>
      ) : null}
      <h1 className="scpr-page-header__title">{title}</h1>
    </div>
  );
}
