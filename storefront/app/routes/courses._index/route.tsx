import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { readCatalogueFilters, roleOfPath } from '~/lib/catalogue-filters';
import { filterCourses, listAllCourses } from '~/lib/cms/courses.server';
import { sharedMessages } from '~/messages';
import { CatalogueScreen, type CatalogueData } from '~/screens/catalogue/catalogue-screen';

export const meta: MetaFunction = () => [
  { title: sharedMessages().meta.title(sharedMessages().screenTitles.catalogue) },
];

/** /courses?q=&domain=&path=: the catalogue, filtered in the URL. */
export async function loader({ request }: LoaderFunctionArgs) {
  const filters = readCatalogueFilters(new URL(request.url).searchParams);
  try {
    const all = await listAllCourses();
    const courses = filterCourses(all, {
      search: filters.q,
      domain: filters.domain ?? undefined,
      role: roleOfPath(filters.path),
    });
    return { status: 'ok', courses, total: all.length, filters } satisfies CatalogueData;
  } catch (error) {
    console.error(error);
    return data({ status: 'error', filters } satisfies CatalogueData, { status: 503 });
  }
}

export default function Catalogue() {
  return <CatalogueScreen data={useLoaderData<typeof loader>()} />;
}
