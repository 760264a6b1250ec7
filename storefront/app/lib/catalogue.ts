/** The catalogue's fixed vocabularies, as the CMS defines them (spec sections 1 and 3). */
import { LEVELS, type Level } from '@kundu/cms-contract/vocabulary';

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

/** A course's level in the visitor's words ("Nupela" for Beginner), from the catalogue's `levels`; any other value as it is. */
export function levelLabel(levels: Readonly<Record<Level, string>>, difficulty: string): string {
  return (LEVELS as readonly string[]).includes(difficulty) ? levels[difficulty as Level] : difficulty;
}
