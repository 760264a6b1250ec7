/** Enrolment, for the storefront with a learner's session (token permissions derive from this table). */
import { learnerRoute, type StorefrontRoute } from '../../../lib/route-config';

const routes: StorefrontRoute[] = [
  { method: 'POST', path: '/enrollments', handler: 'enrollment.enrol', config: learnerRoute() },
  { method: 'GET', path: '/enrollments/:courseId', handler: 'enrollment.findForCourse', config: learnerRoute() },
];

export default { routes };
