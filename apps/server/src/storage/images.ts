import { IMAGE_MAX_PIXELS, IMAGE_MIME_TYPES, messages, SIGNATURE } from "@haulwise/domain";
import { unreadableFile, unsupportedMediaType } from "../http/app-error.js";
import { detectFileType } from "./file-type.js";

/**
 * Checks an uploaded image by its content, not its name or declared type, and re-encodes it:
 * re-encoding drops metadata and anything smuggled after the image data (polyglots), and the
 * pixel cap refuses decompression bombs before they are decoded.
 */
export async function normaliseImage(
  data: Buffer,
  options: { maxSide: number; square: boolean },
): Promise<Buffer> {
  // Loaded with the first image rather than with the server.
  const [detected, { default: sharp }] = await Promise.all([detectFileType(data), import("sharp")]);
  if (!detected || !(IMAGE_MIME_TYPES as readonly string[]).includes(detected.mime)) {
    throw unsupportedMediaType(messages.validation.selectImageFile);
  }
  try {
    const image = sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, pages: 1 }).rotate();
    const resized = options.square
      ? image.resize(options.maxSide, options.maxSide, { fit: "cover" })
      : image.resize(options.maxSide, options.maxSide, { fit: "inside", withoutEnlargement: true });
    return await resized.webp({ quality: 85 }).toBuffer();
  } catch {
    throw unreadableFile(messages.storage.unreadableImage);
  }
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A signature drawn on a screen, from its data URL: a PNG (by its content) of at most
 * SIGNATURE.maxBytes, re-encoded to a palette PNG no larger than the signing box so only its
 * pixels are kept. Null when it is not a readable PNG.
 */
export async function normaliseSignature(dataUrl: string): Promise<Buffer | null> {
  const data = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  if (data.length > SIGNATURE.maxBytes || !data.subarray(0, 8).equals(PNG_MAGIC)) return null;
  const { default: sharp } = await import("sharp");
  try {
    const image = sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, pages: 1 });
    if ((await image.metadata()).format !== "png") return null;
    return await image
      .resize(SIGNATURE.width, SIGNATURE.height, { fit: "inside", withoutEnlargement: true })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
  } catch {
    return null;
  }
}

/** A stored image (WebP) as a JPEG a PDF can embed; null when it cannot be read. */
export async function printableImage(data: Buffer): Promise<Buffer | null> {
  const { default: sharp } = await import("sharp");
  try {
    return await sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, pages: 1 })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}
