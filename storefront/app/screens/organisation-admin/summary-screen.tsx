/**
 * /organisation/summary: one printable page (A4) for a board or a donor. Printed, only the summary shows: the site's
 * header, footer, ticker and assistant are left out by the print stylesheet (app.css, `.print-page`). The Print
 * button needs JavaScript; without it, the page says to print from the browser's menu.
 */
import { Link } from '@remix-run/react';
import { Button } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { organisationHref } from '~/lib/organisation-links';
import { useOrganisationAdminMessages } from '~/messages/organisation-admin';
import type { SummaryData } from '~/lib/pages/organisation-summary.server';

const cellClass = 'border-b border-slate-200 px-1.5 py-1.5 sm:px-2';
/** Column headings small enough that four columns fit a 360 px phone (and an A4 page). */
const headClass = `${cellClass} text-xs sm:text-sm`;

export function SummaryScreen({ data }: { data: SummaryData }) {
  const messages = useOrganisationAdminMessages();
  const t = messages.summary;
  return (
    <article className="print-page mx-auto max-w-3xl px-4 py-6 text-sm sm:py-8 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link to={organisationHref('', data.organisation.id)} className="inline-flex items-center gap-1 text-teal-800">
          <Icon name="arrow-left" />
          {messages.access.backToOrganisation}
        </Link>
        <Button className="js-only" onClick={() => window.print()}>
          <Icon name="file-text" />
          {t.print}
        </Button>
        <p className="no-js-only w-full text-slate-600">{t.printHint}</p>
      </div>
      <header className="border-b-2 border-teal-700 pb-3">
        <p className="font-semibold text-teal-800">
          {messages.kinds[data.kind]} · {data.province}
        </p>
        <h1 className="text-2xl font-bold">{data.organisation.name}</h1>
        <p className="mt-1 text-base">
          {t.title} · {t.generated(data.generatedOn)}
        </p>
      </header>
      <p className="mt-4 text-base" data-testid="summary-members">
        {t.members}: <strong>{data.members}</strong>
      </p>
      <section aria-labelledby="by-course-title" className="mt-5 break-inside-avoid">
        <h2 id="by-course-title" className="text-lg font-bold">
          {t.byCourseTitle}
        </h2>
        {data.byCourse.length === 0 ? (
          <p className="mt-2">{t.noCourses}</p>
        ) : (
          <table className="mt-2 w-full text-left break-words" data-testid="summary-courses">
            <thead>
              <tr>
                <th scope="col" className={headClass}>
                  {t.byCourse.course}
                </th>
                <th scope="col" className={`${headClass} text-right`}>
                  {t.byCourse.assigned}
                </th>
                <th scope="col" className={`${headClass} text-right`}>
                  {t.byCourse.enrolled}
                </th>
                <th scope="col" className={`${headClass} text-right`}>
                  {t.byCourse.completed}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.byCourse.map((course) => (
                <tr key={course.courseId}>
                  <th scope="row" className={`${cellClass} font-normal`}>
                    {course.courseTitle}
                  </th>
                  <td className={`${cellClass} text-right`}>{course.assigned}</td>
                  <td className={`${cellClass} text-right`}>{course.enrolled}</td>
                  <td className={`${cellClass} text-right font-semibold`}>{course.completed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="by-province-title" className="mt-5 break-inside-avoid">
        <h2 id="by-province-title" className="text-lg font-bold">
          {t.byProvinceTitle}
        </h2>
        {data.byProvince.length === 0 ? (
          <p className="mt-2">{t.noProvinces}</p>
        ) : (
          <table className="mt-2 w-full text-left break-words" data-testid="summary-provinces">
            <thead>
              <tr>
                <th scope="col" className={headClass}>
                  {t.byProvince.province}
                </th>
                <th scope="col" className={`${headClass} text-right`}>
                  {t.byProvince.members}
                </th>
                <th scope="col" className={`${headClass} text-right`}>
                  {t.byProvince.completed}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.byProvince.map((row) => (
                <tr key={row.province}>
                  <th scope="row" className={`${cellClass} font-normal`}>
                    {row.province}
                  </th>
                  <td className={`${cellClass} text-right`}>{row.members}</td>
                  <td className={`${cellClass} text-right`}>{row.completed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <footer className="mt-6 border-t border-slate-200 pt-2 text-xs text-slate-600">{t.footer}</footer>
    </article>
  );
}
