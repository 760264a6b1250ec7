/** The catalogue's fixed vocabularies (spec sections 1 and 3), shared by server and browser code. */
export const DOMAINS = [
  'cyber_security',
  'cyber_defense',
  'cyber_assurance',
  'cyber_crime',
  'cyber_intelligence',
  'cyber_grc',
] as const;
export type Domain = (typeof DOMAINS)[number];

export const TARGET_ROLES = [
  'general_workforce',
  'student_educational',
  'law_enforcement',
  'government',
  'intelligence_community',
  'churches_ngos',
] as const;
export type TargetRole = (typeof TARGET_ROLES)[number];

export const LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;

export const ALERT_CATEGORIES = ['Critical', 'High Risk', 'Emerging'] as const;
export type AlertCategory = (typeof ALERT_CATEGORIES)[number];
