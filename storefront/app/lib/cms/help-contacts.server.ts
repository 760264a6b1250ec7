/**
 * The verified help list (ADR 0042): the contacts a person has checked, as the CMS answers them. Read fresh on each
 * request (the report page is rare and the answer small), so a contact an editor confirms shows at once.
 */
import { HELP_CONTACTS_PATH, type HelpContact } from '@kundu/cms-contract/help-contacts';
import { z } from 'zod';
import { readPublic } from './core.server';

const optional = z.string().nullable();
const helpContact = z.object({
  key: z.string(),
  name: z.string(),
  purpose: z.string(),
  phone: optional,
  email: optional,
  website: z
    .string()
    .regex(/^https:\/\/\S+$/)
    .nullable(),
  hours: optional,
  lastCheckedAt: z.string(),
}) satisfies z.ZodType<HelpContact>;

export async function listConfirmedHelpContacts(): Promise<HelpContact[]> {
  return (await readPublic(HELP_CONTACTS_PATH, {}, z.object({ data: z.array(helpContact) }))).data;
}
