/** Studying, for the storefront with a learner's session (token permissions derive from this table). */
import { SESSION_REQUIRED, type StorefrontRoute } from '../../../lib/route-config';

const routes: StorefrontRoute[] = [
  { method: 'GET', path: '/learning/courses/:courseId', handler: 'learning.outline', config: SESSION_REQUIRED },
  { method: 'GET', path: '/learning/modules/:moduleId', handler: 'learning.openModule', config: SESSION_REQUIRED },
  {
    method: 'POST',
    path: '/learning/modules/:moduleId/quiz',
    handler: 'learning.submitQuiz',
    config: SESSION_REQUIRED,
  },
  {
    method: 'POST',
    path: '/learning/modules/:moduleId/read',
    handler: 'learning.finishReading',
    config: SESSION_REQUIRED,
  },
  { method: 'GET', path: '/learning/dashboard', handler: 'learning.dashboard', config: SESSION_REQUIRED },
];

export default { routes };
