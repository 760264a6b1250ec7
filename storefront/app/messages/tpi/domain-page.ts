/** The domain page screen's strings, in Tok Pisin. */
import type { domainPage as english } from '../en/domain-page';
import type { Translation } from '../types';

export const domainPage: Translation<typeof english> = {
  enrollNow: 'Enroll Now',
  signUp: 'Sign Up to Get Started',
  modulesTitle: 'Modules',
  coursesTitle: 'Courses you can take now',
  coursesText: 'Short courses in our catalogue on this topic, written for Papua New Guinea.',
  moduleHours: (hours: number) => `${hours} hours`,
  audienceTitle: 'Who Should Enroll',
  prerequisitesTitle: 'Prerequisites',
  strengthsTitle: 'What You Will Master',
  frameworksTitle: 'Frameworks & Standards',
  technologiesTitle: 'Technologies You Will Use',
  notesTitle: 'Good to Know',
  ctaTitle: (domain: string) => `Start your ${domain} journey`,
  ctaText: 'Create a free account to enrol, track your progress and earn certificates.',
  ctaTextSignedIn: 'Browse the courses in this domain and enrol.',
};
