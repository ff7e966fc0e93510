// Draws the installable app's icons from the logo, here and offline (no icon service):
// `node scripts/generate-app-icons.mjs` writes apps/web/public/icons/*.png. Run it again
// after changing the logo; the PNGs are committed, so builds never need it.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const out = path.resolve(import.meta.dirname, "../apps/web/public/icons");
const truck =
  '<path d="M6 20V11h12v9M18 14h4.5l3.5 3.5V20H18" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round" />' +
  '<circle cx="11" cy="22" r="2.2" fill="#fff" /><circle cx="22" cy="22" r="2.2" fill="#fff" />';

/** The favicon's rounded tile, for launchers that show the icon as drawn. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#c2410c" />${truck}</svg>`;

/**
 * A full-bleed square with the truck inside the middle 60 %: launchers crop maskable icons
 * to their own shape and keep only the central safe zone (a circle of 80 % diameter).
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#c2410c" /><g transform="translate(16 16.5) scale(0.62) translate(-16 -16.5)">${truck}</g></svg>`;

const icons = [
  { name: "icon-192.png", svg: rounded, size: 192 },
  { name: "icon-512.png", svg: rounded, size: 512 },
  { name: "maskable-512.png", svg: maskable, size: 512 },
  // iOS draws its own rounded corners and ignores transparency: give it the full square.
  { name: "apple-touch-icon-180.png", svg: maskable, size: 180 },
];

await mkdir(out, { recursive: true });
for (const { name, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
  console.log(`wrote ${name}`);
}
