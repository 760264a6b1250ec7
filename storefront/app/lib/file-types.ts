/**
 * What a file really is, from its first bytes ("magic numbers"), whatever its name or declared type says: a
 * renamed program is not a photo.
 */
export type DetectedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'application/pdf';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

export function detectFileType(head: Uint8Array): DetectedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

export const UPLOAD_KINDS = {
  /** Profile photos: the picker offers any image (spec 9: image/*); these are the kinds every browser can show, so
   * others (HEIC, TIFF...) get the spec's "Please select an image file (JPG, PNG, etc.)". */
  photo: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  /** Identity documents: .pdf .jpg .jpeg .png (spec 9). */
  document: ['application/pdf', 'image/jpeg', 'image/png'],
} as const satisfies Record<string, readonly DetectedType[]>;

export type UploadKind = keyof typeof UPLOAD_KINDS;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
