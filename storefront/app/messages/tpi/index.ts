/** The Tok Pisin catalogue (ADR 0046): the English one's shape, typed by it (`Translation`). */
import type { Messages } from '../en';
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

export const tpi: Messages = {
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
};
