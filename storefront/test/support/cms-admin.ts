/** What an editor does in the admin panel, done through the admin panel's own API, for test fixtures. */
import { inject } from 'vitest';

async function admin(path: string, method: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${inject('cmsUrl')}${path}`, {
    method,
    headers: { authorization: `Bearer ${inject('adminToken')}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${path} failed (${response.status}): ${JSON.stringify(json)}`);
  return json;
}

export async function issueCertificate(fields: { recipientName: string; courseName: string }): Promise<string> {
  const body = await admin('/content-manager/collection-types/api::certificate.certificate', 'POST', {
    organizationName: 'Kundu Cyber Academy Limited',
    courseDescription: 'Recognise SMS and WhatsApp scams and report them.',
    completionDate: '2026-11-20',
    duration: '1 hour',
    skills: [{ text: 'Spotting scams' }, { text: 'Reporting cybercrime' }],
    issuerName: 'Director of Training',
    issuerTitle: 'Kundu Cyber Academy',
    ...fields,
  });
  return (body.data as { verificationCode: string }).verificationCode;
}

export async function publishNewsItem(item: { title: string; url: string; source: string }): Promise<void> {
  await admin('/content-manager/collection-types/api::news-item.news-item', 'POST', {
    ...item,
    sourcePublishedAt: new Date().toISOString(),
  });
}

/** Sets an alert's view count, as the platform will when visitors read alerts. */
export async function setAlertShowCount(title: string, showCount: number): Promise<void> {
  const list = await admin(
    `/content-manager/collection-types/api::awareness-alert.awareness-alert?filters[title][$eq]=${encodeURIComponent(title)}`,
    'GET',
  );
  const [alert] = list.results as Array<{ documentId: string }>;
  if (!alert) throw new Error(`No alert titled ${title}`);
  const path = `/content-manager/collection-types/api::awareness-alert.awareness-alert/${alert.documentId}`;
  await admin(path, 'PUT', { showCount });
  await admin(`${path}/actions/publish`, 'POST', {});
}

/** Waits until the storefront answers with what was just changed in the CMS (its cache may serve the old answer a
 * few seconds more, by design). */
export async function waitForStorefront(path: string, isUpdated: (body: unknown) => boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${inject('storefrontUrl')}${path}`);
    if (response.ok && isUpdated(await response.json())) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The storefront did not show the change at ${path} within 20 s`);
}
