/**
 * What a file is, read from its first bytes rather than its name or declared type. The
 * detector is loaded with the first upload, not with the server.
 */
export async function detectFileType(
  data: Buffer,
): Promise<{ ext: string; mime: string } | undefined> {
  const { fileTypeFromBuffer } = await import("file-type");
  return fileTypeFromBuffer(data);
}
