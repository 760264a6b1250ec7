/** The catalogue screen's strings, in Tok Pisin. */
import type { catalogue as english } from '../en/catalogue';
import type { Translation } from '../types';
import { plural } from './plural';

export const catalogue: Translation<typeof english> = {
  intro: 'Ol kos bilong olgeta manmeri i laik lain long Papua Niugini, long nupela i go inap long saveman.',
  searchLabel: 'Painim kos',
  filtersLabel: 'Painim ol kos',
  searchPlaceholder: 'Painim kos...',
  domainLabel: 'Hap',
  allDomains: 'Olgeta Hap',
  pathLabel: 'Rot bilong lain',
  allPaths: 'Olgeta Rot bilong Lain',
  showing: (count: number) => `Yu lukim ${plural(count, 'kos', 'kos')}`,
  viewCourse: 'Lukim Kos',
  viewCourseNamed: (title: string) => `Lukim kos: ${title}`,
  noDescription: 'Wanpela kos bilong Kundu Cyber Academy.',
  noneTitle: 'Nogat Kos i Stap',
  noneText: 'Mipela i redim ol kos yet. Plis kam bek bihain.',
  noMatchTitle: 'Mipela i No Painim Kos',
  noMatchText: 'Traim senisim ol toktok yu painim o ol filta.',
  errorTitle: 'Ol Kos i No Kam',
  errorText: 'Samting i no wok gut taim mipela i kisim ol kos. Plis traim gen bihain.',
  free: 'FRI',
  pages: 'Ol pes bilong kos',
  previousPage: 'Bipo',
  nextPage: 'Neks',
  pageOf: (page: number, count: number) => `Pes ${page} long ${count}`,
};
