/**
 * A company's logo as a PDF prints it: greyscale (so a black-and-white printer shows what the
 * screen does), flattened onto white, at most 600 px wide, as PNG (pdfkit reads PNG and JPEG).
 * Null when there is none or it cannot be read: a document never fails for its logo.
 */
export async function printableLogo(image: Buffer | null): Promise<Buffer | null> {
  if (!image) return null;
  try {
    const { default: sharp } = await import("sharp");
    return await sharp(image, { limitInputPixels: 40_000_000 })
      .flatten({ background: "#ffffff" })
      .grayscale()
      .resize(600, 300, { fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}
