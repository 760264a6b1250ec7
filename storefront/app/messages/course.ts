import { course } from './en/course';

/** The course screen's strings for the visitor's language. */
export function useCourseMessages() {
  return course;
}

/** The same strings outside components (route `meta`). */
export function courseMessages() {
  return course;
}
