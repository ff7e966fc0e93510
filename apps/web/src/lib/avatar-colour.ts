import { avatarColourOf } from "@haulwise/domain";

/** WCAG AA for normal text: the avatar's initials are white and as small as 12 px. */
const MIN_CONTRAST = 4.5;

type Rgb = [number, number, number];

function hslToRgb(h: number, s: number, l: number): Rgb {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)];
}

/** The 8-bit colour a browser paints, which is the one a contrast check measures. */
const painted = (rgb: Rgb): Rgb => rgb.map((c) => Math.round(c * 255)) as Rgb;

function luminance(rgb: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
}

/** White's contrast on an 8-bit colour. */
export const contrastWithWhite = (rgb: Rgb): number => 1.05 / (luminance(rgb) + 0.05);

/**
 * A hue and saturation at the lightest lightness whose painted colour gives white initials
 * AA: measured on the 8-bit colour, since rounding alone took some greens from 4.50 to 4.48.
 */
export function readableColour(h: number, s: number, l: number): Rgb {
  let lightness = l;
  let rgb = painted(hslToRgb(h, s, lightness));
  while (lightness > 5 && contrastWithWhite(rgb) < MIN_CONTRAST) {
    lightness -= 0.5;
    rgb = painted(hslToRgb(h, s, lightness));
  }
  return rgb;
}

/**
 * The domain's colour for a name, darkened just enough for white initials to pass AA, as the
 * exact `rgb()` that is measured. At 38% lightness, yellows and greens (hues of about 50 to
 * 190) only reach about 3:1.
 */
export function readableAvatarColour(name: string | null | undefined): string {
  const colour = avatarColourOf(name);
  const match = /^hsl\(([\d.]+)\s+([\d.]+)%\s+([\d.]+)%\)$/.exec(colour);
  if (!match) return colour;
  const [r, g, b] = readableColour(Number(match[1]), Number(match[2]), Number(match[3]));
  return `rgb(${r} ${g} ${b})`;
}
