/** A message to a learner (email or WhatsApp) could not be handed over for delivery. */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
}
