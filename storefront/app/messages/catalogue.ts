import { catalogue } from './en/catalogue';

/** The catalogue screen's strings for the visitor's language. */
export function useCatalogueMessages() {
  return catalogue;
}

/** The same strings outside components (route `meta`). */
export function catalogueMessages() {
  return catalogue;
}
