import { dashboard } from './en/dashboard';

/** The dashboard screen's strings for the visitor's language. */
export function useDashboardMessages() {
  return dashboard;
}

/** The same strings outside components (route `meta`, actions). */
export function dashboardMessages() {
  return dashboard;
}
