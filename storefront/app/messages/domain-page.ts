import { domainPage } from './en/domain-page';

/** The domain page screen's strings for the visitor's language. */
export function useDomainPageMessages() {
  return domainPage;
}

/** The same strings outside components (route `meta`). */
export function domainPageMessages() {
  return domainPage;
}
