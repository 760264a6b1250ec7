import { listAlerts } from '~/lib/cms/alerts.server';
import { errorJson, publicJson } from '~/lib/http.server';
import { messages } from '~/messages/messages.server';

/** GET /api/awareness/alerts: published awareness alerts, newest first. */
export async function loader() {
  try {
    return publicJson(await listAlerts());
  } catch (error) {
    console.error(error);
    return errorJson(503, messages().api.alertsUnavailable);
  }
}
