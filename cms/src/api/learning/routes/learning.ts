/** Studying, for the storefront with a learner's session (token permissions derive from this table). */
import { learnerRoute, type StorefrontRoute } from '../../../lib/route-config';

const routes: StorefrontRoute[] = [
  { method: 'GET', path: '/learning/courses/:courseId', handler: 'learning.outline', config: learnerRoute() },
  { method: 'GET', path: '/learning/modules/:moduleId', handler: 'learning.openModule', config: learnerRoute() },
  {
    method: 'POST',
    path: '/learning/modules/:moduleId/quiz',
    handler: 'learning.submitQuiz',
    config: learnerRoute(),
  },
  {
    method: 'POST',
    path: '/learning/modules/:moduleId/read',
    handler: 'learning.finishReading',
    config: learnerRoute(),
  },
  { method: 'GET', path: '/learning/dashboard', handler: 'learning.dashboard', config: learnerRoute() },
];

export default { routes };
