/**
 * The fixed vocabularies the CMS's content types use (spec sections 1 and 3). The seed loader and the storefront
 * import them from here (`@kundu/cms-contract/vocabulary`); cms/test/vocabulary.test.ts holds the schema JSON files to them.
 */
export const CATALOGUE_DOMAINS = [
  'cyber_security',
  'cyber_defense',
  'cyber_assurance',
  'cyber_crime',
  'cyber_intelligence',
  'cyber_grc',
] as const;
export type CatalogueDomain = (typeof CATALOGUE_DOMAINS)[number];

export const TARGET_ROLES = [
  'general_workforce',
  'student_educational',
  'law_enforcement',
  'government',
  'intelligence_community',
  'churches_ngos',
] as const;
export type TargetRole = (typeof TARGET_ROLES)[number];

/**
 * The audiences' names in English, as learners, administrators and editors read them everywhere: the storefront's
 * catalogue, the admin panel's labels (editor-labels.ts) and an import's reasons. The Tok Pisin names are in the
 * storefront's `tpi` catalogue.
 */
export const TARGET_ROLE_LABELS: Record<TargetRole, string> = {
  general_workforce: 'General Workforce',
  student_educational: 'Students & Educational',
  law_enforcement: 'Law Enforcement',
  government: 'Government Departments',
  intelligence_community: 'Intelligence Community',
  churches_ngos: 'Churches & NGOs',
};

export const LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;
export type Level = (typeof LEVELS)[number];

export const ALERT_CATEGORIES = ['Critical', 'High Risk', 'Emerging'] as const;
export type AlertCategory = (typeof ALERT_CATEGORIES)[number];

/** What an FAQ is about; the assistant's answers and the editors' list group FAQs by it. */
export const FAQ_TOPICS = ['registration', 'courses', 'certificates', 'support', 'reporting', 'safety'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

export const ICONS = [
  'shield',
  'network',
  'lock',
  'search',
  'radar',
  'siren',
  'users',
  'scale',
  'file-text',
  'brain',
  'cpu',
  'bot',
  'eye',
  'clipboard-check',
  'activity',
  'gavel',
] as const;
export type Icon = (typeof ICONS)[number];
