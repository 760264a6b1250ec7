/**
 * The users-permissions plugin keeps its roles, its user collection and its admin pages, but none of its
 * content-API routes: /api/auth/*, /api/users*, /api/users-permissions/* and /api/connect/* would sign learners in,
 * register them and reset passwords around the platform's own accounts (api::account; ADR 0018).
 */
import { withoutContentApi } from '../../lib/without-content-api';

export default withoutContentApi;
