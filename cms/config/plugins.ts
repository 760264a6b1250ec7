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
      // Production: editors' media in the same S3-compatible bucket as learners' uploads (ADR 0013), under media/
      // and readable by anyone (course images, certificate artwork); learners' photos and documents stay private
      // objects that only the storefront reads. Embedded default: local disk (public/uploads).
      ...(cmsEnv.S3_BUCKET
        ? {
            provider: 'aws-s3',
            providerOptions: {
              rootPath: 'media',
              baseUrl: cmsEnv.S3_PUBLIC_URL,
              s3Options: {
                region: cmsEnv.S3_REGION,
                endpoint: cmsEnv.S3_ENDPOINT,
                forcePathStyle: cmsEnv.S3_FORCE_PATH_STYLE,
                credentials:
                  cmsEnv.S3_ACCESS_KEY_ID && cmsEnv.S3_SECRET_ACCESS_KEY
                    ? { accessKeyId: cmsEnv.S3_ACCESS_KEY_ID, secretAccessKey: cmsEnv.S3_SECRET_ACCESS_KEY }
                    : undefined,
                params: { Bucket: cmsEnv.S3_BUCKET, ACL: 'public-read' },
              },
            },
          }
        : {}),
    },
  },
});
