/** The catalogue screen's strings, in Tok Pisin. */

import type { catalogue as english } from '../en/catalogue';
import type { Translation } from '../types';
import { plural } from './plural';

export const catalogue: Translation<typeof english> = {
  intro: 'Courses for every learner in Papua New Guinea, from first steps to expert level.',
  searchLabel: 'Search courses',
  filtersLabel: 'Find courses',
  searchPlaceholder: 'Search courses...',
  domainLabel: 'Domain',
  allDomains: 'All Domains',
  pathLabel: 'Learning path',
  allPaths: 'All Learning Paths',
  showing: (count: number) => `Showing ${plural(count, 'course', 'courses')}`,
  viewCourse: 'View Course',
  viewCourseNamed: (title: string) => `View course: ${title}`,
  noDescription: 'A course from Kundu Cyber Academy.',
  noneTitle: 'No Courses Available',
  noneText: 'Courses are being prepared. Please check back soon.',
  noMatchTitle: 'No Courses Found',
  noMatchText: 'Try adjusting your search criteria or filters.',
  errorTitle: 'Unable to Load Courses',
  errorText: 'There was an error loading the courses. Please try again later.',
  free: 'FREE',
  pages: 'Pages of courses',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
};
