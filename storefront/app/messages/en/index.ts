/** The English catalogue: every string the storefront shows or answers with. Strings the specification names
 * are copied from it word for word. Tok Pisin will be a catalogue of the same shape. */
import type { Translation } from '../types';
import { landing } from './landing';
import { domainPage } from './domain-page';
import { catalogue } from './catalogue';
import { course } from './course';
import { courseModule } from './module';
import { freeCourses } from './free-courses';
import { awareness } from './awareness';
import { certificate } from './certificate';
import { privacy } from './privacy';
import { report } from './report';
import { about } from './about';
import { auth } from './auth';
import { dashboard } from './dashboard';
import { organisations } from './organisations';
import { profile } from './profile';
import { account } from './account';
import { api } from './api';
import { uploads } from './uploads';
import { chat } from './chat';
import { organisationAdmin } from './organisation-admin';
import { invitePdf } from './invite-pdf';
import { preview } from './preview';
import { offline } from './offline';
import { personalData } from './personal-data';
import { shared } from './shared';

export const en = {
  ...shared,
  api,
  account,
  uploads,
  landing,
  domainPage,
  catalogue,
  course,
  courseModule,
  freeCourses,
  awareness,
  certificate,
  privacy,
  report,
  about,
  auth,
  profile,
  dashboard,
  organisations,
  chat,
  organisationAdmin,
  invitePdf,
  preview,
  offline,
  personalData,
} as const;

/** The shape of every language's catalogue (the English words widened to any string). */
export type Messages = Translation<typeof en>;
export type SharedMessages = Translation<typeof shared>;
export {
  auth,
  dashboard,
  organisations,
  profile,
  shared,
  landing,
  domainPage,
  catalogue,
  course,
  courseModule,
  freeCourses,
  awareness,
  certificate,
  privacy,
  report,
  about,
  chat,
  organisationAdmin,
  preview,
};
