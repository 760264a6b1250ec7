import { courseModule } from './en/module';

/** The module player's strings for the visitor's language. */
export function useModuleMessages() {
  return courseModule;
}

/** The same strings outside components (route `meta`). */
export function moduleMessages() {
  return courseModule;
}
