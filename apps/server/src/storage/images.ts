import { IMAGE_MAX_PIXELS, IMAGE_MIME_TYPES, messages } from "@haulwise/domain";
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
