import { certificate } from './en/certificate';

/** The certificate screen's strings for the visitor's language. */
export function useCertificateMessages() {
  return certificate;
}

/** The same strings outside components (route `meta`). */
export function certificateMessages() {
  return certificate;
}
