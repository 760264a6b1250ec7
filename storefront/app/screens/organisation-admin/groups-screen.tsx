/**
 * /organisation/groups: groups (create, rename, delete after a confirmation step) and a list of members to tick and
 * put in a group or take out of it. Every form is a plain POST; the list's search is a plain GET.
 */
import { Form, Link } from '@remix-run/react';
import { Button } from '~/components/ui/button';
import { SelectField, TextField } from '~/components/ui/field';
import { organisationHref } from '~/lib/organisation-links';
import type { FormFailure } from '~/lib/organisation-pages.server';
import { useOrganisationAdminMessages } from '~/messages/organisation-admin';
import type { GroupsData } from '~/lib/pages/organisation-groups.server';
import { ConfirmPanel, FailureNotice, dangerLink, OrganisationFrame, Section } from './frame';

function CreateGroup({ data, failure }: { data: GroupsData; failure?: FormFailure }) {
  const t = useOrganisationAdminMessages().groups;
  const failed = failure?.intent === 'create-group' ? failure : undefined;
  return (
    <Section id="create-group-title" title={t.createTitle}>
      <Form method="post" action={organisationHref('groups', data.organisation.id)} className="space-y-3" noValidate>
        <TextField
          label={t.name}
          name="name"
          required
          maxLength={80}
          defaultValue={failed?.values.name ?? ''}
          error={failed ? (failed.fields.name ?? failed.notice.description) : undefined}
          key={failed ? `failed-${failed.values.name}` : 'create'}
        />
        <Button type="submit" name="intent" value="create-group">
          {t.create}
        </Button>
      </Form>
    </Section>
  );
}

function GroupList({ data, failure, back }: { data: GroupsData; failure?: FormFailure; back: string }) {
  const t = useOrganisationAdminMessages().groups;
  const id = data.organisation.id;
  return (
    <Section id="group-list-title" title={t.listTitle}>
      {/* A deletion's failure, or a renaming's whose group is not (or no longer) in the list. */}
      {failure?.intent === 'delete-group' ||
      (failure?.intent === 'rename-group' && !data.groups.some((group) => group.id === failure.values.groupId)) ? (
        <FailureNotice failure={failure} />
      ) : null}
      {data.groups.length === 0 ? (
        <p className="text-sm text-slate-700">{t.none}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {data.groups.map((group) => {
            const failed =
              failure?.intent === 'rename-group' && failure.values.groupId === group.id ? failure : undefined;
            const inputId = `rename-${group.id}`;
            return (
              <li key={group.id} className="py-3" data-testid="group">
                <p className="font-semibold">
                  <Link to={organisationHref('', id, { group: group.id })} className="text-teal-900 underline">
                    {group.name}
                  </Link>{' '}
                  <span className="text-sm font-normal text-slate-600">{t.members(group.memberCount)}</span>
                </p>
                <Form method="post" action={back} className="mt-2 flex flex-wrap items-end gap-2" noValidate>
                  <input type="hidden" name="groupId" value={group.id} />
                  <div className="min-w-0 flex-1">
                    <label htmlFor={inputId} className="sr-only">
                      {t.renameLabel(group.name)}
                    </label>
                    <input
                      id={inputId}
                      name="name"
                      defaultValue={failed?.values.name ?? group.name}
                      maxLength={80}
                      required
                      aria-invalid={failed ? true : undefined}
                      aria-describedby={failed ? `${inputId}-error` : undefined}
                      className="min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base aria-invalid:border-red-700"
                    />
                  </div>
                  <Button type="submit" name="intent" value="rename-group" variant="secondary">
                    {t.rename}
                  </Button>
                  <Link
                    to={`${organisationHref('groups', id, { delete: group.id })}#confirm-title`}
                    className={dangerLink}
                    aria-label={t.deleteNamed(group.name)}
                  >
                    {t.delete}
                  </Link>
                </Form>
                {failed ? (
                  <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-red-700">
                    {failed.fields.name ?? failed.notice.description}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

function PlaceMembers({ data, failure, back }: { data: GroupsData; failure?: FormFailure; back: string }) {
  const t = useOrganisationAdminMessages();
  const g = t.groups;
  const id = data.organisation.id;
  const pageLink = (page: number) =>
    organisationHref('groups', id, { q: data.filters.q, group: data.filters.group, page: page > 1 ? page : undefined });
  return (
    <Section id="place-title" title={g.placeTitle}>
      <p className="text-sm text-slate-700">{g.placeIntro}</p>
      <Form
        method="get"
        action="/organisation/groups"
        className="mt-3 grid gap-3 sm:grid-cols-3 sm:items-end"
        role="search"
      >
        <input type="hidden" name="org" value={id} />
        <TextField
          label={g.search}
          name="q"
          type="search"
          placeholder={g.searchHint}
          defaultValue={data.filters.q}
          maxLength={80}
        />
        <SelectField label={g.inGroup} name="group" defaultValue={data.filters.group}>
          <option value="">{g.anyGroup}</option>
          {data.groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary">
          {g.find}
        </Button>
      </Form>
      {data.groups.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{g.createFirst}</p>
      ) : (
        <Form method="post" action={back} className="mt-4 space-y-3">
          <FailureNotice failure={failure} intent={['add-members', 'remove-members']} />
          {data.members.length === 0 ? (
            <p className="text-sm text-slate-700">{g.noMembers}</p>
          ) : (
            <fieldset>
              <legend className="sr-only">{g.placeTitle}</legend>
              <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
                {data.members.map((member) => (
                  <li key={member.membershipId}>
                    <label className="flex min-h-11 items-start gap-3 p-3 text-sm">
                      <input
                        type="checkbox"
                        name="membershipId"
                        value={member.membershipId}
                        className="mt-0.5 h-5 w-5 shrink-0"
                      />
                      <span className="min-w-0">
                        <span className="block font-semibold">{member.name}</span>
                        <span className="block break-all text-slate-600">{member.email}</span>
                        {member.groups.length ? (
                          <span className="block text-slate-600">{member.groups.join(', ')}</span>
                        ) : null}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          {data.pageCount > 1 ? (
            <nav
              aria-label={t.dashboard.pagination}
              className="flex flex-wrap items-center justify-between gap-2 text-sm"
            >
              {data.page > 1 ? <Link to={pageLink(data.page - 1)}>{t.dashboard.previous}</Link> : <span />}
              <span>{t.dashboard.page(data.page, data.pageCount)}</span>
              {data.page < data.pageCount ? <Link to={pageLink(data.page + 1)}>{t.dashboard.next}</Link> : <span />}
            </nav>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-3 sm:items-end">
            <SelectField label={g.targetGroup} name="groupId" defaultValue="">
              <option value="">{g.chooseGroup}</option>
              {data.groups.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
            </SelectField>
            <Button type="submit" name="intent" value="add-members">
              {g.add}
            </Button>
            <Button type="submit" name="intent" value="remove-members" variant="secondary">
              {g.remove}
            </Button>
          </div>
        </Form>
      )}
    </Section>
  );
}

/** The forms that show their own failures where they are. */
const FORM_INTENTS = ['create-group', 'rename-group', 'delete-group', 'add-members', 'remove-members'];

export function GroupsScreen({ data, failure }: { data: GroupsData; failure?: FormFailure }) {
  const t = useOrganisationAdminMessages().groups;
  const id = data.organisation.id;
  const back = organisationHref('groups', id, {
    q: data.filters.q,
    group: data.filters.group,
    page: data.page > 1 ? data.page : undefined,
  });
  return (
    <OrganisationFrame organisation={data.organisation} current="groups" title={t.title} hasOthers={data.hasOthers}>
      <p className="text-slate-700">{t.intro}</p>
      {failure && !FORM_INTENTS.includes(failure.intent) ? <FailureNotice failure={failure} /> : null}
      {data.deleting ? (
        <ConfirmPanel
          title={t.confirmDeleteTitle(data.deleting.name)}
          text={t.confirmDeleteText}
          action={back}
          intent="delete-group"
          fields={{ groupId: data.deleting.id, name: data.deleting.name }}
          confirmLabel={t.confirmDelete}
          cancelTo={back}
          cancelLabel={t.cancel}
        />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <CreateGroup data={data} failure={failure} />
        <GroupList data={data} failure={failure} back={back} />
      </div>
      <PlaceMembers data={data} failure={failure} back={back} />
    </OrganisationFrame>
  );
}
