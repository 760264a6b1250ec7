/** The free courses screen's strings, in Tok Pisin. */
import type { freeCourses as english } from '../en/free-courses';
import type { Translation } from '../types';
import { plural } from './plural';

export const freeCourses: Translation<typeof english> = {
  categories: '6 Kain Wok',
  count: (count: number) => plural(count, 'Fri Kos', 'Fri Kos'),
  intro: 'Stat long lain tude, i no gat pe. Makim kain wok bilong yu long lukim ol kos mipela i raitim bilong yu.',
  categoryLabel: 'Kain wok',
  filtersLabel: 'Makim kain wok',
  allCategories: 'Olgeta Kain Wok',
  groupCount: (count: number) => plural(count, 'kos', 'kos'),
  free: 'FRI',
  youllLearn: 'Yu bai lainim:',
  moreTopics: (count: number) => `+${count} moa samting...`,
  start: 'Statim Fri Kos',
  startNamed: (title: string) => `Statim fri kos: ${title}`,
  emptyTitle: 'Nogat kos i stap',
  emptyAll: 'Mipela i redim ol fri kos bilong olgeta kain wok yet.',
  emptyCategory: (category: string) => `Mipela i redim ol fri kos bilong ${category} yet.`,
  errorTitle: 'Ol Kos i No Kam',
  errorText: 'Samting i no wok gut taim mipela i kisim ol kos. Plis traim gen bihain.',
};
