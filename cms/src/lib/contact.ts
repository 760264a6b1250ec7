/**
 * Contact details: normalising Papua New Guinea phone numbers, and masking what the forgot-password look-ups show
 * (spec 2.4) so that they confirm an account without revealing its details.
 */

/** +675 and 8 digits for a PNG mobile typed locally (7xxx xxxx); other international numbers kept as typed. */
export function normalisePhone(input: string): string {
  const digits = input.replace(/[^\d+]/g, '');
  if (/^\+\d{8,15}$/.test(digits)) return digits;
  if (/^00\d{8,15}$/.test(digits)) return `+${digits.slice(2)}`;
  if (/^675\d{8}$/.test(digits)) return `+${digits}`;
  if (/^\d{8}$/.test(digits)) return `+675${digits}`;
  return digits;
}

/** mary.kila@example.org → m********@example.org */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}${'*'.repeat(Math.max(name.length - 1, 3))}@${domain}`;
}

/** +67571234567 → +675****4567 */
export function maskPhone(phone: string): string {
  const visibleStart = phone.startsWith('+675') ? 4 : phone.startsWith('+') ? 3 : 0;
  const end = phone.slice(-4);
  return `${phone.slice(0, visibleStart)}${'*'.repeat(Math.max(phone.length - visibleStart - 4, 3))}${end}`;
}
