/** Messages for the protections the specification does not spell out; the web app shows them as sent. */
export const securityMessages = {
  tooManySignIns: (seconds: number) =>
    `Too many sign-in attempts for this account. Try again in ${waitText(seconds)}, or reset your password.`,
  storageQuotaExceeded: (quotaBytes: number) =>
    `Your company's files have used all of its ${quotaText(quotaBytes)} of storage. Delete documents you no longer need, then upload again.`,
  sessionNotFound: "No such session on your account",
};

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

function quotaText(bytes: number): string {
  const [size, unit] =
    bytes >= 1024 ** 3
      ? [bytes / 1024 ** 3, "GiB"]
      : bytes >= 1024 ** 2
        ? [bytes / 1024 ** 2, "MiB"]
        : [bytes / 1024, "KiB"];
  return `${Number(size.toFixed(1))} ${unit}`;
}
