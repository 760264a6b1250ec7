/** Where a page sits: links to the pages above it, then the page itself (marked current). */
import { Link } from '@remix-run/react';

export type Crumb = { label: string; to?: string };

export function Breadcrumb({ label, crumbs }: { label: string; crumbs: Crumb[] }) {
  return (
    <nav aria-label={label} className="text-sm text-slate-600">
      <ol className="flex flex-wrap gap-x-2">
        {crumbs.map((crumb) =>
          crumb.to ? (
            <li key={crumb.label}>
              <Link to={crumb.to} className="hover:underline">
                {crumb.label}
              </Link>
              <span aria-hidden="true"> /</span>
            </li>
          ) : (
            <li key={crumb.label} aria-current="page" className="text-slate-900">
              {crumb.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
