import { avatarColourOf } from "@haulwise/domain";

/** WCAG AA for normal text: the avatar's initials are white and as small as 12 px. */
const MIN_CONTRAST = 4.5;

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)];
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastWithWhite(h: number, s: number, l: number): number {
  return 1.05 / (luminance(hslToRgb(h, s, l)) + 0.05);
}

/**
 * The domain's colour for a name, darkened just enough for white initials to pass AA.
 * At 38% lightness, yellows and greens (hues of about 50 to 190) only reach about 3:1.
 */
export function readableAvatarColour(name: string | null | undefined): string {
  const colour = avatarColourOf(name);
  const match = /^hsl\(([\d.]+)\s+([\d.]+)%\s+([\d.]+)%\)$/.exec(colour);
  if (!match) return colour;
  const [h, s, l] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let lightness = l;
  while (lightness > 5 && contrastWithWhite(h, s, lightness) < MIN_CONTRAST) lightness -= 1;
  return `hsl(${h} ${s}% ${lightness}%)`;
}
