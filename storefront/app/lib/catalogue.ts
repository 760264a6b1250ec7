/** The catalogue's fixed vocabularies, as the CMS defines them (spec sections 1 and 3). */
export {
  ALERT_CATEGORIES,
  CATALOGUE_DOMAINS as DOMAINS,
  ICONS,
  LEVELS,
  TARGET_ROLES,
  type AlertCategory,
  type CatalogueDomain as Domain,
  type Icon,
  type Level,
  type TargetRole,
} from '@kundu/cms-contract/vocabulary';
