import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { sharedMessages } from '~/messages';
import { organisationAdminMessages } from '~/messages/organisation-admin';
import { OrganisationErrorBoundary } from '~/screens/organisation-admin/frame';
import { ImportScreen } from '~/screens/organisation-admin/import-screen';
import type { FormFailure } from '~/lib/organisation-pages.server';
import { handleImportAction, loadImport } from '~/lib/pages/organisation-import.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const t = organisationAdminMessages();
  return [{ title: sharedMessages().meta.title(data ? `${data.organisation.name}: ${t.import.title}` : t.title) }];
};

/** /organisation/import: a CSV of members to upload, what its columns mean, and a template (ADR 0029). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadImport(request, context);
}

/** The upload (multipart, without JavaScript too): checked for size, then passed to the CMS, which imports it. */
export function action({ request, context }: ActionFunctionArgs) {
  return handleImportAction(request, context);
}

export default function OrganisationImport() {
  return <ImportScreen data={useLoaderData<typeof loader>()} failure={useActionData<FormFailure>()} />;
}

export const ErrorBoundary = OrganisationErrorBoundary;
