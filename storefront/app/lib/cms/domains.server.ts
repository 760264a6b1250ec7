/** The seven cyber domains (spec 2.3 and 2.9), read from the CMS so that editors can change their pages. */
import { z } from 'zod';
import { DOMAINS, ICONS, LEVELS } from '../catalogue';
import type { InEnglish } from '../content-language';
import { currentLanguage } from '../language';
import { findDocuments } from './core.server';
import { CACHE_KEYS, cmsCache } from './cache.server';
import { inLanguage } from './cache-keys';
import { layText, readTexts, readsTokPisin, textRows } from './tok-pisin.server';

const texts = z.array(z.object({ text: z.string() })).transform((items) => items.map((item) => item.text));
const feature = z.object({ title: z.string(), description: z.string().nullable() });
const itemGroup = z.object({ title: z.string(), items: texts });

const cmsDomain = z.object({
  documentId: z.string(),
  name: z.string(),
  slug: z.string(),
  order: z.number().int(),
  icon: z.enum(ICONS),
  catalogueDomain: z.enum(DOMAINS).nullable(),
  tagline: z.string(),
  summary: z.string(),
  homeModuleCount: z.number().int().nullable(),
  totalHours: z.number().int(),
  heroBadges: texts,
  modules: z.array(
    z.object({
      title: z.string(),
      description: z.string(),
      level: z.enum(LEVELS),
      hours: z.number().int(),
      icon: z.enum(ICONS),
    }),
  ),
  audience: texts,
  prerequisites: texts,
  strengths: z.array(feature),
  frameworkGroups: z.array(itemGroup),
  technologyGroups: z.array(itemGroup),
  notes: z.array(feature),
  /** Courses the page links, by id: their titles, durations and prices come from the cached catalogue. */
  courses: z
    .array(z.object({ documentId: z.string() }))
    .optional()
    .transform((courses) => (courses ?? []).map((course) => course.documentId)),
});

export type CyberDomain = z.infer<typeof cmsDomain> & InEnglish;

const text = { fields: ['text'] };
const DOMAIN_QUERY = {
  fields: ['name', 'slug', 'order', 'icon', 'catalogueDomain', 'tagline', 'summary', 'homeModuleCount', 'totalHours'],
  'populate[heroBadges][fields]': text.fields,
  'populate[modules][fields]': ['title', 'description', 'level', 'hours', 'icon'],
  'populate[audience][fields]': text.fields,
  'populate[prerequisites][fields]': text.fields,
  'populate[strengths][fields]': ['title', 'description'],
  'populate[frameworkGroups][fields]': ['title'],
  'populate[frameworkGroups][populate][items][fields]': text.fields,
  'populate[technologyGroups][fields]': ['title'],
  'populate[technologyGroups][populate][items][fields]': text.fields,
  'populate[notes][fields]': ['title', 'description'],
  'populate[courses][fields]': ['documentId'],
  'sort[0]': 'order:asc',
};

/** A domain page's text, as a version in another language holds it (ADR 0049). */
const DOMAIN_TEXT = [
  'name',
  'tagline',
  'summary',
  'heroBadges',
  'modules',
  'audience',
  'prerequisites',
  'strengths',
  'frameworkGroups',
  'technologyGroups',
  'notes',
] as const;
const optionalTexts = texts.optional();
const domainText = textRows({
  name: z.string().nullable(),
  tagline: z.string().nullable(),
  summary: z.string().nullable(),
  heroBadges: optionalTexts,
  modules: z.array(z.object({ title: z.string().nullable(), description: z.string().nullable() })).optional(),
  audience: optionalTexts,
  prerequisites: optionalTexts,
  strengths: z.array(feature.partial()).optional(),
  frameworkGroups: z.array(z.object({ title: z.string().nullable(), items: optionalTexts })).optional(),
  technologyGroups: z.array(z.object({ title: z.string().nullable(), items: optionalTexts })).optional(),
  notes: z.array(feature.partial()).optional(),
});
const { 'populate[courses][fields]': _courses, 'sort[0]': _order, ...DOMAIN_TEXT_QUERY } = DOMAIN_QUERY;

/** Every published domain, in menu order, in the learner's language. */
export async function listDomains(): Promise<CyberDomain[]> {
  const english = await cmsCache.get(CACHE_KEYS.domains, () => findDocuments('domains', DOMAIN_QUERY, cmsDomain));
  const language = currentLanguage();
  if (!readsTokPisin(language)) return english;
  const versions = await readTexts(inLanguage(CACHE_KEYS.domains, language), () =>
    findDocuments(
      'domains',
      {
        ...DOMAIN_TEXT_QUERY,
        locale: language,
        fields: DOMAIN_TEXT_QUERY.fields.filter((field) => (DOMAIN_TEXT as readonly string[]).includes(field)),
        'populate[modules][fields]': ['title', 'description'],
      },
      domainText,
    ),
  );
  return english.map((domain) => layText(domain, versions.get(domain.documentId), DOMAIN_TEXT));
}

export async function findDomain(slug: string): Promise<CyberDomain | undefined> {
  return (await listDomains()).find((domain) => domain.slug === slug);
}

/** The short list the header's Cyber Domains menu and the footer need. */
export type DomainLink = { name: string; slug: string };
