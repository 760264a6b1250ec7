/** An audit log that can be edited is no audit log: entries are written by the CMS and never changed or deleted. */
import { errors } from '@strapi/utils';

const refuse = () => {
  throw new errors.ForbiddenError('Audit log entries cannot be changed or deleted.');
};

export default {
  beforeUpdate: refuse,
  beforeUpdateMany: refuse,
  beforeDelete: refuse,
  beforeDeleteMany: refuse,
};
