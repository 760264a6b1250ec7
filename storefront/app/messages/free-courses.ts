import { freeCourses } from './en/free-courses';

/** The free courses screen's strings for the visitor's language. */
export function useFreeCoursesMessages() {
  return freeCourses;
}

/** The same strings outside components (route `meta`). */
export function freeCoursesMessages() {
  return freeCourses;
}
