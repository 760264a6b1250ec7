import { errorJson, publicJson } from '~/lib/http.server';
import { listNews } from '~/lib/cms/news.server';
import { messages } from '~/messages/messages.server';

/** GET /api/news/cyber: the ticker's headlines (title, url, source), newest first. */
export async function loader() {
  try {
    return publicJson(await listNews());
  } catch (error) {
    console.error(error);
    return errorJson(503, messages().api.newsUnavailable);
  }
}
