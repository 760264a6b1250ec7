import { CmsUnavailableError } from './cms/core.server';

/** A CMS that cannot answer makes a page 503 (shown by the error boundary), never a 404 or a 500. */
export async function orUnavailable<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof CmsUnavailableError) {
      console.error(error);
      throw new Response(null, { status: 503 });
    }
    throw error;
  }
}
