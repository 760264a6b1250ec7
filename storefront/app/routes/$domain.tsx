import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { listAllCourses } from '~/lib/cms/courses.server';
import { findDomain } from '~/lib/cms/domains.server';
import { forThePage, loadHomeScreen } from '~/lib/home-screen.server';
import { orUnavailable } from '~/lib/page-errors.server';
import { readSession } from '~/lib/session.server';
import { sharedMessages } from '~/messages';
import { domainPageMessages } from '~/messages/domain-page';
import { DomainScreen } from '~/screens/domain/domain-screen';
import { HomeScreen } from '~/screens/home-screen';

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  const t = sharedMessages();
  if (page?.kind !== 'domain') return [{ title: t.meta.title(t.errors.notFoundTitle) }];
  return [{ title: t.meta.title(page.domain.name) }, { name: 'description', content: page.domain.tagline }];
};

/** /cyber-security, /cyber-defense, ...: a domain page from the CMS. Any other one-segment path is unknown. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const session = await readSession(request, context);
  const domain = await orUnavailable(findDomain(params.domain ?? ''));
  if (!domain) {
    const home = await loadHomeScreen(session, 'unknown');
    return data({ kind: 'home' as const, home: forThePage(home) }, { status: home.status });
  }
  const t = domainPageMessages();
  const catalogue = domain.catalogueDomain ? `/courses?domain=${domain.catalogueDomain}` : '/courses';
  const cta = session.user
    ? { label: t.enrollNow, to: catalogue, text: t.ctaTextSignedIn }
    : {
        label: t.signUp,
        to: `/auth?tab=register&redirect=${encodeURIComponent(`/${domain.slug}`)}`,
        text: t.ctaText,
      };
  // The courses the page links, as the catalogue shows them today (a course unpublished since is left out).
  const catalogueCourses = domain.courses.length > 0 ? await orUnavailable(listAllCourses()) : [];
  const courses = domain.courses.flatMap((id) => catalogueCourses.filter((course) => course.id === id));
  return { kind: 'domain' as const, domain, cta, courses };
}

export default function DomainPage() {
  const page = useLoaderData<typeof loader>();
  return page.kind === 'domain' ? (
    <DomainScreen domain={page.domain} cta={page.cta} courses={page.courses} />
  ) : (
    <HomeScreen data={page.home} />
  );
}
