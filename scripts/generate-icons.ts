// Draws the app icons from the bee mark (client/public/favicon.svg, the same drawing as
// client/components/layout/bee-mark.tsx) with sharp. The PNGs are committed in
// client/public/icons/, so a build needs no generation step: run this again only when the mark
// changes, then commit the output.
//
//   node scripts/generate-icons.ts
//
// - icon-192.png, icon-512.png: purpose "any", the mark on a transparent background.
// - icon-maskable-512.png: purpose "maskable". Launchers crop it to a circle, squircle or
//   rounded square; only the central circle of 80% diameter is sure to stay visible, so the mark
//   sits well inside it on a full-bleed cream background.
// - apple-touch-icon.png (180): iOS fills transparency with black and rounds the corners
//   itself, so the mark sits on an opaque cream square.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const source = 'client/public/favicon.svg';
const outDir = 'client/public/icons';
const cream = '#FFF8E7';

const svg = readFileSync(source, 'utf8');
if (!svg.includes('viewBox="0 0 64 64"')) throw new Error(`${source}: expected a 64×64 viewBox`);

/** The mark rasterised from the vector at exactly `size` pixels (no upscaling blur). */
function mark(size: number): Promise<Buffer> {
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  return sharp(Buffer.from(sized)).png().toBuffer();
}

/** The mark at `fraction` of `size`, centred on an opaque square of `background`. */
async function onBackground(size: number, fraction: number, background: string) {
  const inner = Math.round(size * fraction);
  const offset = Math.round((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: await mark(inner), top: offset, left: offset }])
    .flatten({ background })
    .png();
}

const png = { compressionLevel: 9, adaptiveFiltering: true } as const;

// The hexagon's corners lie 29 of the 64 units from the centre. Maskable safe zone: a circle of
// radius 40% of the icon; at 0.78 the corners reach 0.78 × 29/64 ≈ 35% — clear of it.
const maskableFraction = 0.78;

mkdirSync(outDir, { recursive: true });
const outputs: [string, ReturnType<typeof sharp>][] = [
  ['icon-192.png', sharp(await mark(192))],
  ['icon-512.png', sharp(await mark(512))],
  ['icon-maskable-512.png', await onBackground(512, maskableFraction, cream)],
  ['apple-touch-icon.png', await onBackground(180, 0.8, cream)],
];
for (const [name, image] of outputs) {
  const info = await image.png(png).toFile(join(outDir, name));
  console.log(`${join(outDir, name)}  ${info.width}×${info.height}  ${info.size} bytes`);
}
