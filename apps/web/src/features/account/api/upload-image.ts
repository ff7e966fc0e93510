import { MeSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { meKeys } from "@/lib/query-keys";

export type ImageKind = "avatar" | "company-logo";

/** Uploads a profile picture or company logo as multipart field `file`. */
export function uploadImage(kind: ImageKind, file: File) {
  const body = new FormData();
  body.append("file", file);
  return api.put(`/api/me/${kind}`, body, MeSchema);
}

export function useUploadImage(kind: ImageKind) {
  return useMutation({
    mutationFn: (file: File) => uploadImage(kind, file),
    meta: { updates: meKeys.all },
  });
}
