/** The seven cyber domains (spec 2.3 and 2.9), read from the CMS so that editors can change their pages. */
import { z } from 'zod';
import { DOMAINS, ICONS, LEVELS } from '../catalogue';
import { findDocuments } from './core.server';
import { CACHE_KEYS, cmsCache } from './cache.server';

const texts = z.array(z.object({ text: z.string() })).transform((items) => items.map((item) => item.text));
const feature = z.object({ title: z.string(), description: z.string().nullable() });
const itemGroup = z.object({ title: z.string(), items: texts });

const cmsDomain = z.object({
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

export type CyberDomain = z.infer<typeof cmsDomain>;

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

/** Every published domain, in menu order. */
export function listDomains(): Promise<CyberDomain[]> {
  return cmsCache.get(CACHE_KEYS.domains, () => findDocuments('domains', DOMAIN_QUERY, cmsDomain));
}

export async function findDomain(slug: string): Promise<CyberDomain | undefined> {
  return (await listDomains()).find((domain) => domain.slug === slug);
}

/** The short list the header's Cyber Domains menu and the footer need. */
export type DomainLink = { name: string; slug: string };
