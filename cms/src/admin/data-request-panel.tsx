/**
 * "Their data request" (issue 23, ADR 0051): on a learner's entry, Learner support and Super Admins fulfil a request
 * the learner made by letter or phone: a download link to the learner's data (it works once, for 30 minutes), or the
 * account deleted as the learner would delete it. Each needs the request's reference and is written to the audit log
 * (`src/api/personal-data/admin-routes.ts`, which also refuses every other role).
 */
import { Box, Button, Checkbox, Field, Flex, Radio, TextInput, Typography } from '@strapi/design-system';
import { useAuth, useFetchClient } from '@strapi/strapi/admin';
import { useState } from 'react';

const USER = 'plugin::users-permissions.user';
const ROLES = new Set(['kundu-learner-support', 'strapi-super-admin']);
const TITLE = 'Their data request';

type PanelProps = { model: string; documentId?: string };
type Outcome = { tone: 'success' | 'danger'; text: string; url?: string };

/** The time in Port Moresby, as learners and support staff read it. */
const portMoresbyTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Pacific/Port_Moresby' }).format(
    new Date(iso),
  );

/** The CMS's refusal in words, else the error's own message. */
function messageOf(error: unknown): string {
  const answer = error as { response?: { data?: { error?: { message?: string } } }; message?: string };
  return answer.response?.data?.error?.message ?? answer.message ?? 'The request failed.';
}

function DataRequest({ accountId }: { accountId: string }) {
  const { post } = useFetchClient();
  const [reference, setReference] = useState('');
  const [certificates, setCertificates] = useState<'keep' | 'revoke' | ''>('');
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = async (work: () => Promise<Outcome>) => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome(await work());
    } catch (error) {
      setOutcome({ tone: 'danger', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  const exportData = () =>
    run(async () => {
      const { data } = await post<{ url: string; expiresAt: string }>('/kundu/personal-data/export', {
        accountId,
        reference,
      });
      return {
        tone: 'success',
        text: `Works once, until ${portMoresbyTime(data.expiresAt)} (Port Moresby). Open it to download the learner's data as one ZIP file, then send it to them the way they asked. If the download fails, make a new link.`,
        url: data.url,
      };
    });
  const erase = () =>
    run(async () => {
      const { data } = await post<{ files: number }>('/kundu/personal-data/erase', {
        accountId,
        reference,
        certificates,
      });
      return {
        tone: 'success',
        text: `The account is deleted. Its ${data.files === 1 ? 'file leaves' : `${data.files} files leave`} storage within moments. This entry no longer exists: go back to the list.`,
      };
    });

  return (
    <Flex direction="column" alignItems="stretch" gap={3}>
      <Typography variant="omega">
        When a learner asks by letter or phone for their data or for their account to be deleted, check that it is them
        (a reply from the email address on this account), then do it here. Each is written to the Audit log.
      </Typography>
      <Field.Root name="reference" hint="Where the request came from and its date, not the learner's name.">
        <Field.Label>Request reference</Field.Label>
        <TextInput value={reference} onChange={(event) => setReference(event.currentTarget.value)} />
        <Field.Hint />
      </Field.Root>
      <Button variant="secondary" disabled={busy} onClick={exportData}>
        Make a download link
      </Button>
      <Box paddingTop={2}>
        <Typography variant="sigma">Delete the account</Typography>
      </Box>
      <Radio.Group
        aria-label="Their certificates"
        value={certificates}
        onValueChange={(value: string) => setCertificates(value as 'keep' | 'revoke')}
      >
        <Radio.Item value="keep">Keep their certificates, checkable with the name</Radio.Item>
        <Radio.Item value="revoke">Withdraw their certificates and remove the name</Radio.Item>
      </Radio.Group>
      <Checkbox checked={asked} onCheckedChange={(checked: boolean | 'indeterminate') => setAsked(checked === true)}>
        The learner asked for their account to be deleted
      </Checkbox>
      <Button variant="danger" disabled={busy || !asked || !certificates} onClick={erase}>
        Delete this account
      </Button>
      {outcome ? (
        <Box
          role="status"
          data-testid="data-request-outcome"
          padding={3}
          background={outcome.tone === 'success' ? 'success100' : 'danger100'}
          hasRadius
        >
          {outcome.url ? (
            <Typography tag="p">
              <a href={outcome.url} target="_blank" rel="noreferrer">
                Download the learner’s data
              </a>
            </Typography>
          ) : null}
          <Typography tag="p">{outcome.text}</Typography>
        </Box>
      ) : null}
    </Flex>
  );
}

/** The panel on a learner's edit view, for the roles that may use it. */
export function DataRequestPanel(props: PanelProps) {
  const roles = useAuth('DataRequestPanel', (auth) => auth.user?.roles ?? []);
  if (props.model !== USER || !props.documentId) return null;
  if (!roles.some((role) => ROLES.has(role.code))) return null;
  return { title: TITLE, content: <DataRequest accountId={props.documentId} /> };
}
