import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CATALOGUE_PAGE_SIZE, readCatalogueFilters, readCataloguePage, roleOfPath } from '~/lib/catalogue-filters';
import { filterCourses, listAllCourses } from '~/lib/cms/courses.server';
import { sharedMessages } from '~/messages';
import { CatalogueScreen, type CatalogueData } from '~/screens/catalogue/catalogue-screen';

export const meta: MetaFunction = () => [
  { title: sharedMessages().meta.title(sharedMessages().screenTitles.catalogue) },
];

/** /courses?q=&domain=&path=&page=: the catalogue, filtered in the URL, a page at a time. */
export async function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const filters = readCatalogueFilters(search);
  try {
    // What the learner reads, and its English, which the search also looks in (ADR 0049).
    const [all, english] = await Promise.all([listAllCourses(), listAllCourses('en')]);
    const matching = filterCourses(
      all,
      { search: filters.q, domain: filters.domain ?? undefined, role: roleOfPath(filters.path) },
      english,
    );
    const pageCount = Math.max(1, Math.ceil(matching.length / CATALOGUE_PAGE_SIZE));
    const page = Math.min(readCataloguePage(search), pageCount);
    const courses = matching.slice((page - 1) * CATALOGUE_PAGE_SIZE, page * CATALOGUE_PAGE_SIZE);
    return {
      status: 'ok',
      courses,
      matching: matching.length,
      page,
      pageCount,
      total: all.length,
      filters,
    } satisfies CatalogueData;
  } catch (error) {
    console.error(error);
    return data({ status: 'error', filters } satisfies CatalogueData, { status: 503 });
  }
}

export default function Catalogue() {
  return <CatalogueScreen data={useLoaderData<typeof loader>()} />;
}
