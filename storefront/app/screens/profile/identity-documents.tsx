/** Identity documents (spec 2.8): the list, and adding one. */
import { Form } from '@remix-run/react';
import { Button, buttonClasses } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import type { IdentityDocument } from '~/lib/cms/accounts.server';
import { formatDate } from '~/lib/format';
import { useProfileMessages } from '~/messages/profile';
import { Card } from './profile-card';
import { Uploader } from './uploader';

export function DocumentList({ documents }: { documents: IdentityDocument[] }) {
  const p = useProfileMessages();
  if (documents.length === 0) return <p className="text-sm text-slate-600">{p.noDocuments}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {documents.map((document) => (
        <li key={document.id} className="flex flex-wrap items-center gap-2 p-3" data-testid="identity-document">
          <Icon name="file-text" className="text-slate-600" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{document.fileName}</p>
            <p className="text-xs text-slate-600">
              {p.fileDetails(Math.max(1, Math.round(document.fileSize / 1024)), formatDate(document.uploadedAt))}
            </p>
          </div>
          <a
            href={`/api/user/documents/${document.id}`}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('ghost')}
            aria-label={p.viewNamed(document.fileName)}
          >
            {p.view}
          </a>
          <Form method="post" action="/profile">
            <input type="hidden" name="documentId" value={document.id} />
            <Button
              type="submit"
              name="intent"
              value="delete-document"
              variant="ghost"
              aria-label={p.removeNamed(document.fileName)}
            >
              {p.remove}
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

export function IdentityDocuments({ documents }: { documents: IdentityDocument[] }) {
  const p = useProfileMessages();
  const sections = [
    { kind: 'government_id' as const, title: p.governmentId },
    { kind: 'additional' as const, title: p.additionalDocuments },
  ];
  return (
    <Card id="documents-title" title={p.documentsTitle}>
      <p className="text-sm text-slate-700">{p.documentsHint}</p>
      {sections.map((section) => (
        <section key={section.kind} aria-labelledby={`${section.kind}-title`} className="mt-5 space-y-3">
          <h3 id={`${section.kind}-title`} className="font-semibold">
            {section.title}
          </h3>
          <DocumentList documents={documents.filter((document) => document.kind === section.kind)} />
          <Uploader
            kind="document"
            documentKind={section.kind}
            label={p.chooseFileFor(section.title)}
            what={section.title}
          />
        </section>
      ))}
    </Card>
  );
}
