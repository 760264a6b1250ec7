import { createHash, randomBytes } from 'node:crypto';

/** A secret for a link or a cookie: 256 random bits, URL-safe. */
export function createSecureToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of the secret: its SHA-256, so a copy of the database cannot be used to sign in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
