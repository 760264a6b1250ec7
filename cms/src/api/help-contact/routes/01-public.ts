/** The verified help list, for anyone (ADR 0042): granted to the public role in bootstrap/public-permissions.ts. */
import { publicRoute } from '../../../lib/route-config';

export default {
  routes: [
    {
      method: 'GET',
      path: '/help-contacts/confirmed',
      handler: 'help-contact.listConfirmed',
      config: publicRoute(),
    },
  ],
};
