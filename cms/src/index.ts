import type { Core } from '@strapi/strapi';
import { cmsEnv } from './env';
import { configureAdminRoles } from './bootstrap/admin-roles';
import { configureEditorViews } from './bootstrap/editor-views';
import { measureExistingModules } from './bootstrap/module-download-sizes';
import { alignModuleLists } from './lib/module-order';
import { grantPublicPermissions } from './bootstrap/public-permissions';
import { ensureUniqueIndexes } from './bootstrap/unique-indexes';
import { ensureContentLocales } from './bootstrap/locales';
import { lockDownUsersPermissions } from './bootstrap/users-permissions-lockdown';
import {
  cronTokenPermissions,
  ensureServiceToken,
  seedTokenPermissions,
  storefrontTokenPermissions,
} from './bootstrap/service-tokens';
import { issueVerificationCode } from './document-middlewares/issue-verification-code';
import { forgetChangedContacts } from './document-middlewares/forget-changed-contacts';
import { keepAlertViewCounts } from './document-middlewares/keep-alert-view-counts';
import { keepModuleOrder } from './document-middlewares/keep-module-order';
import { measureModuleDownload } from './document-middlewares/measure-module-download';
import { prepareAccessCode } from './document-middlewares/prepare-access-code';
import { prepareOrganisation } from './document-middlewares/prepare-organisation';
import { markHelpContactConfirmation } from './document-middlewares/mark-help-contact-confirmation';
import { refreshAssistantKnowledge } from './document-middlewares/refresh-assistant-knowledge';
import { keepCertificatesAsIssued } from './document-middlewares/keep-certificates-as-issued';
import { deleteLearnersWhole } from './document-middlewares/delete-learners-whole';
import { keepEnrolmentCourseTitles, titleEnrolments } from './document-middlewares/keep-enrolment-course-titles';
import { slugFromTitle } from './document-middlewares/slug-from-title';
import { stampFirstPublication } from './document-middlewares/stamp-first-publication';
import { tellStorefrontOfChanges } from './document-middlewares/tell-storefront';
import { registerPersonalDataAdminRoutes } from './api/personal-data/admin-routes';
import { applyDeletionLog } from './bootstrap/apply-deletion-log';
import { validateCourseContent } from './document-middlewares/validate-course-content';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    strapi.documents.use(slugFromTitle());
    strapi.documents.use(validateCourseContent());
    strapi.documents.use(measureModuleDownload(strapi));
    strapi.documents.use(issueVerificationCode());
    strapi.documents.use(keepCertificatesAsIssued());
    strapi.documents.use(deleteLearnersWhole());
    strapi.documents.use(prepareAccessCode());
    strapi.documents.use(prepareOrganisation());
    strapi.documents.use(markHelpContactConfirmation());
    strapi.documents.use(forgetChangedContacts());
    strapi.documents.use(stampFirstPublication());
    strapi.documents.use(keepAlertViewCounts());
    strapi.documents.use(keepModuleOrder());
    strapi.documents.use(keepEnrolmentCourseTitles());
    strapi.documents.use(refreshAssistantKnowledge());
    strapi.documents.use(tellStorefrontOfChanges());
    registerPersonalDataAdminRoutes(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await grantPublicPermissions(strapi);
    await lockDownUsersPermissions(strapi);
    await ensureUniqueIndexes(strapi);
    await ensureContentLocales(strapi);
    await ensureServiceToken(strapi, {
      name: 'Seed loader',
      description: "Used by seed/ to load the platform's starting content. Managed in code (cms/src/bootstrap).",
      accessKey: cmsEnv.SEED_API_TOKEN,
      permissions: seedTokenPermissions(),
    });
    await ensureServiceToken(strapi, {
      name: 'Storefront',
      description:
        "Used by the storefront for learners' accounts, learning and alert view counts. Managed in code (cms/src/bootstrap).",
      accessKey: cmsEnv.STOREFRONT_API_TOKEN,
      permissions: storefrontTokenPermissions(),
    });
    await ensureServiceToken(strapi, {
      name: 'Cron worker',
      description: 'Used by cron/ to import news and draft alerts from feeds and to clear stale sign-in records.',
      accessKey: cmsEnv.CRON_API_TOKEN,
      permissions: cronTokenPermissions(),
    });
    await configureEditorViews(strapi);
    await configureAdminRoles(strapi);
    await measureExistingModules(strapi);
    await alignModuleLists(strapi);
    await titleEnrolments(strapi);
    // Imports a killed CMS was running will not go on (ADR 0029, 0054): uploading the file again finishes them.
    await strapi.service('api::organisation.imports').interruptRunning();
    // Accounts deleted after the backup this database was restored from are deleted again (ADR 0051).
    await applyDeletionLog(strapi);
  },

  /** On SIGTERM (Strapi's own handler), before the database closes. */
  async destroy({ strapi }: { strapi: Core.Strapi }) {
    // Imports this process was running will not go on (ADR 0054): they say so at once. A database already going
    // away leaves them to read interrupted after a minute, as a killed process's do.
    await strapi
      .service('api::organisation.imports')
      .interruptOwn()
      .catch((error: unknown) => strapi.log.warn(`Imports could not be marked interrupted: ${String(error)}`));
  },
};
