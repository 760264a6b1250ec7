/**
 * Every string the storefront shows or answers with, in English. Tok Pisin will be a second catalogue of the
 * same shape (`Messages`), so no component or route changes when it is added.
 */
export const en = {
  product: {
    name: 'Kundu Cyber Academy',
    shortName: 'Kundu',
    tagline: 'Cyber awareness and training for Papua New Guinea',
    company: 'Kundu Cyber Academy Limited',
    intelligenceLabel: 'Kundu Threat Intelligence',
  },
  api: {
    serviceUnavailable: (email: string) => `Service temporarily unavailable. Please contact ${email} for assistance.`,
    coursesUnavailable: 'Failed to fetch courses',
    courseNotFound: 'Course not found',
    alertsUnavailable: 'Unable to load current cyber threats. Please try again later.',
    invalidFreeFilter: 'The free filter must be true or false.',
    invalidRole: (roles: readonly string[]) => `Unknown role. Use one of: ${roles.join(', ')}.`,
  },
  home: {
    comingSoon: 'Courses, alerts and learning paths for every Papua New Guinean.',
    browseApi: 'Course list (JSON)',
  },
  errors: {
    notFoundTitle: 'Page not found',
    notFoundBody: 'The page you asked for does not exist or has moved.',
    genericTitle: 'Something went wrong',
    genericBody: 'Please try again in a moment.',
  },
} as const;

export type Messages = typeof en;
