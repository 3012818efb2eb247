// The one way an uploaded picture becomes stored bytes (avatars and question images, ADR 040).
// sharp judges the bytes, never the name or the declared type: only raster formats pass, so SVG
// (scripts, external references), HTML, PDF and anything that merely starts like an image are
// refused. The result is a WebP we encoded ourselves: EXIF orientation applied, then every piece of
// metadata (GPS, camera, comments) and any payload riding in the upload left behind.
// Cost (ADR 059): a picture over the pixel cap is refused from its header, before any decoding;
// the decoding itself waits its turn in a small queue, one picture at a time on one libvips
// thread, so a burst of heavy uploads cannot take the CPU, the memory or libuv's thread pool
// from every other request.
import type { default as Sharp, Metadata } from 'sharp';
import { imageMessages, maxImagePixels } from '#shared/contract/image-rules.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createImageQueue } from './image-queue.ts';

const rasterFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/**
 * One decoding at a time. Waiting: up to four pictures at the cap's size (at worst about 3 s of
 * CPU each, an AVIF), and never more than 16 uploads held in memory (5 MB each at most).
 */
const decodingQueue = createImageQueue({
  running: 1,
  waitingCost: 4 * maxImagePixels,
  waitingJobs: 16,
  retryAfterSeconds: 5,
  busy: imageMessages.busy,
});

// Loaded on the first upload: sharp's native library costs every start time and memory, and
// most processes never receive an image.
let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () =>
  (sharpModule ??= import('sharp').then(({ default: sharp }) => {
    // One thread per picture, and no cache of decoded pictures (each upload is new): the CPU and
    // memory an upload can take stay bounded.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  }));

/** How the picture is fitted: a square crop (avatars) or within a box, never enlarged. */
export type ImageShape = { fit: 'cover'; size: number } | { fit: 'inside'; size: number };

export interface ProcessedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes `upload`, refusing anything that is not a raster image with `refusal` (a 400) and a
 * picture over the pixel cap with its own 400, and re-encodes it as WebP in the given shape.
 * Throws a 503 (Retry-After) when too many pictures are already waiting to be decoded.
 */
export async function processImage(
  upload: Buffer,
  shape: ImageShape,
  refusal: string,
): Promise<ProcessedImage> {
  const refuse = () => new AppError('VALIDATION_FAILED', 400, refusal);
  const sharp = await loadSharp();
  let header: Metadata;
  try {
    // The header only: nothing is decoded yet, whatever size it announces.
    header = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse();
  }
  // sharp could render SVG, but SVG can carry scripts: only the raster formats pass.
  if (!header.format || !rasterFormats.has(header.format)) throw refuse();
  const pixels = header.width * header.height;
  if (pixels > maxImagePixels) {
    throw new AppError('VALIDATION_FAILED', 400, imageMessages.tooManyPixels);
  }
  return decodingQueue.run(pixels, () => encode(sharp, upload, shape, refuse));
}

async function encode(
  sharp: typeof Sharp,
  upload: Buffer,
  shape: ImageShape,
  refuse: () => AppError,
): Promise<ProcessedImage> {
  try {
    const { data, info } = await sharp(upload, {
      // the same cap again, should the decoder find more pixels than the header said
      limitInputPixels: maxImagePixels,
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
