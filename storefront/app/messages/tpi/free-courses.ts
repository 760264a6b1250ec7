/** The free courses screen's strings, in Tok Pisin. */
import type { freeCourses as english } from '../en/free-courses';
import type { Translation } from '../types';
import { plural } from './plural';

export const freeCourses: Translation<typeof english> = {
  categories: '6 Professional Categories',
  count: (count: number) => plural(count, 'Free Course', 'Free Courses'),
  intro: 'Start learning today at no cost. Choose your category to see the courses written for you.',
  categoryLabel: 'Category',
  filtersLabel: 'Choose a category',
  allCategories: 'All Categories',
  groupCount: (count: number) => plural(count, 'course', 'courses'),
  free: 'FREE',
  youllLearn: "You'll learn:",
  moreTopics: (count: number) => `+${count} more topics...`,
  start: 'Start Free Course',
  startNamed: (title: string) => `Start free course: ${title}`,
  emptyTitle: 'No courses available',
  emptyAll: 'Free courses are being prepared for all categories.',
  emptyCategory: (category: string) => `Free courses for ${category} are being prepared.`,
  errorTitle: 'Unable to Load Courses',
  errorText: 'There was an error loading the courses. Please try again later.',
};
