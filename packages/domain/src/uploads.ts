/** Avatars and company logos: images only, at most 5 MB (spec part 1 §9). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
/** Decoding cost is bounded by pixels, not bytes: a 1 MB PNG can need 1 GB to decode. */
export const IMAGE_MAX_PIXELS = 25_000_000;
/** Stored avatars are re-encoded to at most this many pixels on a side (large avatar is h-32). */
export const AVATAR_STORED_SIZE = 512;
