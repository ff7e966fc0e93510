/** Up to two uppercase initials of a name; 'FC' when the name is empty (spec part 1 §3). */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "FC";
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}

/** A stable colour for a name, so the same person always gets the same avatar. */
export function avatarColourOf(name: string | null | undefined): string {
  let hash = 0;
  for (const char of name ?? "") {
    hash = (hash * 31 + char.charCodeAt(0)) | 0;
  }
  const hue = Math.abs(hash) % 360;
  // Lightness 38% keeps white bold initials above 4.5:1 contrast for every hue.
  return `hsl(${hue} 65% 38%)`;
}

export function displayNameOf(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
  fallback = "Haulwise User",
): string {
  const name = [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || fallback;
}
