/** The signed-in person. Kept when everything else is forgotten at sign-out. */
export const meKeys = {
  all: ["me"] as const,
};
