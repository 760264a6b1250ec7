/**
 * /organisation/import: what the CSV holds, a template, and the upload (a plain multipart form: the page it leads to
 * refreshes itself, so it is loaded as a whole document, with or without JavaScript).
 */
import { Form } from '@remix-run/react';
import { useRef } from 'react';
import { Button, buttonClasses } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { useToast } from '~/components/ui/toast';
import { organisationHref } from '~/lib/organisation-links';
import type { FormFailure } from '~/lib/organisation-pages.server';
import { shared as english } from '~/messages/en/shared';
import { useOrganisationAdminMessages } from '~/messages/organisation-admin';
import type { ImportData } from '~/lib/pages/organisation-import.server';
import { FailureNotice, OrganisationFrame, Section } from './frame';

export function ImportScreen({ data, failure }: { data: ImportData; failure?: FormFailure }) {
  const t = useOrganisationAdminMessages();
  const { toast } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const id = data.organisation.id;

  // With JavaScript, a file over the limit is refused before a costly upload; the server checks again.
  const check = (file: File | undefined) => {
    if (file && file.size > data.maxBytes) {
      toast({ title: t.import.failedTitle, description: data.tooLargeMessage, variant: 'destructive' });
      if (input.current) input.current.value = '';
    }
  };

  return (
    <OrganisationFrame
      organisation={data.organisation}
      current="import"
      title={t.import.title}
      hasOthers={data.hasOthers}
    >
      <p className="text-slate-700">{t.import.intro}</p>
      <p className="mt-2 text-sm text-slate-700">{t.import.messagesNote}</p>
      <Section id="upload-title" title={t.import.uploadTitle}>
        <Form
          method="post"
          action={organisationHref('import', id)}
          encType="multipart/form-data"
          reloadDocument
          className="space-y-3"
        >
          {failure ? <FailureNotice failure={failure} /> : null}
          <div>
            <label htmlFor="file" className="block text-sm font-medium text-slate-800">
              {t.import.fileLabel}
            </label>
            <input
              ref={input}
              id="file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              required
              aria-describedby="file-hint"
              onChange={(event) => check(event.currentTarget.files?.[0])}
              className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-teal-50 file:px-4 file:font-semibold file:text-teal-900"
            />
            <p id="file-hint" className="mt-1 text-sm text-slate-600">
              {t.import.limits}
            </p>
          </div>
          <Button type="submit">
            <Icon name="download" className="rotate-180" />
            {t.import.upload}
          </Button>
        </Form>
      </Section>
      <Section id="columns-title" title={t.import.columnsTitle}>
        <p className="text-sm text-slate-700">{t.import.columnsIntro}</p>
        <dl className="mt-3 space-y-2 text-sm">
          {t.import.columns.map((column) => (
            <div key={column.name} className="sm:flex sm:gap-3">
              <dt className="font-mono font-semibold sm:w-28 sm:shrink-0">{column.name}</dt>
              <dd className="text-slate-700">{column.text}</dd>
            </div>
          ))}
        </dl>
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-semibold text-teal-800">{t.import.categoriesLabel}</summary>
          <p className="mt-1 text-slate-700">
            {/* The file's categories are read in English, whatever the page's language (the CMS's import takes them). */}
            {Object.values(english.roles).join(' · ')}
          </p>
        </details>
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-semibold text-teal-800">{t.import.provincesLabel}</summary>
          <p className="mt-1 text-slate-700">{data.provinces.join(' · ')}</p>
        </details>
        <a href={organisationHref('import-template.csv', id)} download className={`${buttonClasses('secondary')} mt-4`}>
          <Icon name="download" />
          {t.import.template}
        </a>
      </Section>
    </OrganisationFrame>
  );
}
