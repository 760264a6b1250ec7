import type { LoaderFunctionArgs } from '@remix-run/node';
import { env } from '~/env.server';
import { readCmsMedia } from '~/lib/cms/core.server';
import { detectFileType } from '~/lib/file-types';
import { errorJson } from '~/lib/http.server';
import { messages } from '~/messages/messages.server';

/**
 * GET /uploads/{name}: an image of the CMS's media library, as lessons link it (Strapi's Markdown editor inserts
 * /uploads/... for files on its local disk). Only raster images, checked by their first bytes, are served, so a PDF
 * or an SVG an editor uploaded is not served from this site. Media names carry a hash and never change: a year's
 * caching.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const t = messages();
  try {
    const bytes = await readCmsMedia(params['*'] ?? '');
    const type = bytes ? detectFileType(bytes.subarray(0, 16)) : null;
    if (!bytes || !type?.startsWith('image/')) return errorJson(404, t.api.notFound);
    return new Response(Buffer.from(bytes), {
      headers: {
        'Content-Type': type,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Security-Policy': "default-src 'none'",
      },
    });
  } catch (error) {
    console.error(error);
    return errorJson(503, t.api.serviceUnavailable(env.SUPPORT_EMAIL));
  }
}
