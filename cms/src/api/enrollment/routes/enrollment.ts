/** Enrolment, for the storefront with a learner's session (token permissions derive from this table). */
import { SESSION_REQUIRED, type StorefrontRoute } from '../../../lib/route-config';

const routes: StorefrontRoute[] = [
  { method: 'POST', path: '/enrollments', handler: 'enrollment.enrol', config: SESSION_REQUIRED },
  { method: 'GET', path: '/enrollments/:courseId', handler: 'enrollment.findForCourse', config: SESSION_REQUIRED },
];

export default { routes };
