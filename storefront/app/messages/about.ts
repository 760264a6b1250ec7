import { about } from './en/about';

/** The About screen's strings for the visitor's language. */
export function useAboutMessages() {
  return about;
}
