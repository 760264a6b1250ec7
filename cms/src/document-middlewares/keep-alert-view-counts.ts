import type { Modules } from '@strapi/strapi';

const ALERT_UID = 'api::awareness-alert.awareness-alert';

/**
 * An alert's showCount is counted by the platform alone (POST /api/awareness-alerts/views, ADR 0026). A value sent
 * with a write is dropped: the admin panel sends the count it loaded with every save, which would undo the views
 * counted while the editor had the form open, and a new or copied alert starts from 0.
 */
export function keepAlertViewCounts(): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (context.uid === ALERT_UID && ['create', 'update', 'clone'].includes(context.action)) {
      const params = context.params as { data?: Record<string, unknown> };
      if (params.data && 'showCount' in params.data) {
        const { showCount: _ignored, ...data } = params.data;
        params.data = context.action === 'update' ? data : { ...data, showCount: 0 };
      }
    }
    return next();
  };
}
