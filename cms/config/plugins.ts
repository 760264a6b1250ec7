import { cmsEnv } from '../src/env';

export default () => ({
  'users-permissions': {
    config: {
      jwtSecret: cmsEnv.JWT_SECRET,
    },
  },
  upload: {
    config: {
      sizeLimit: 5 * 1024 * 1024,
    },
  },
});
