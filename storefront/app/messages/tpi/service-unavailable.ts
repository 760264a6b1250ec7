/** Spec 8's generic failure text, shared by the API answers and the profile's uploads. */
export const serviceUnavailable = (email: string) =>
  `Service temporarily unavailable. Please contact ${email} for assistance.`;
