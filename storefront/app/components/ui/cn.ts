import { clsx, type ClassValue } from 'clsx';

/** The one way to compose class names. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
