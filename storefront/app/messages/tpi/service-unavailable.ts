/** Spec 8's generic failure text, shared by the API answers and the profile's uploads, in Tok Pisin. */
export const serviceUnavailable = (email: string) =>
  `Sevis i no wok liklik taim. Plis raitim email i go long ${email} long kisim halivim.`;
