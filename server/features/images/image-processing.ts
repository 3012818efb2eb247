// The one way an uploaded picture becomes stored bytes (avatars and question images, ADR 040).
// sharp judges the bytes, never the name or the declared type: only raster formats pass, so SVG
// (scripts, external references), HTML, PDF and anything that merely starts like an image are
// refused. The result is a WebP we encoded ourselves: EXIF orientation applied, then every piece of
// metadata (GPS, camera, comments) and any payload riding in the upload left behind.
import type { default as Sharp } from 'sharp';
import { AppError } from '#server/lib/app-error.ts';

const rasterFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** A decompression bomb stops here: 40 megapixels is far beyond any phone photo. */
const maxInputPixels = 40_000_000;

/** How the picture is fitted: a square crop (avatars) or within a box, never enlarged. */
// Loaded on the first upload: sharp's native library costs every start time and memory, and
// most processes never receive an image.
let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));

export type ImageShape = { fit: 'cover'; size: number } | { fit: 'inside'; size: number };

export interface ProcessedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes `upload`, refusing anything that is not a raster image with `refusal` (a 400), and
 * re-encodes it as WebP in the given shape.
 */
export async function processImage(
  upload: Buffer,
  shape: ImageShape,
  refusal: string,
): Promise<ProcessedImage> {
  const refuse = () => new AppError('VALIDATION_FAILED', 400, refusal);
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(upload, { limitInputPixels: maxInputPixels }).metadata()).format;
  } catch {
    throw refuse();
  }
  // sharp could render SVG, but SVG can carry scripts: only the raster formats pass.
  if (!format || !rasterFormats.has(format)) throw refuse();
  try {
    const { data, info } = await sharp(upload, {
      limitInputPixels: maxInputPixels,
      animated: false,
    })
      .rotate() // honour EXIF orientation before the metadata is dropped
      .resize(
        shape.size,
        shape.size,
        shape.fit === 'cover'
          ? { fit: 'cover', position: 'centre' }
          : { fit: 'inside', withoutEnlargement: true },
      )
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    // A header that parsed but a body that does not decode: a polyglot or a damaged file.
    throw refuse();
  }
}
