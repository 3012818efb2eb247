// Avatar processing: the bytes must decode as a raster image (whatever the file is called);
// the stored file is a fresh 256 px square WebP, so no metadata or payload of the upload survives.
import sharp from 'sharp';
import { AppError } from '#server/lib/app-error.ts';
import { profileMessages } from '#shared/contract/profile.ts';

const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const avatarSize = 256;

export async function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  const notAnImage = () => new AppError('VALIDATION_FAILED', 400, profileMessages.notAnImage);
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    throw notAnImage();
  }
  // SVG can carry scripts and external references: refused even though sharp could render it.
  if (!format || !acceptedFormats.has(format)) throw notAnImage();
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000, animated: false })
      .rotate() // honour EXIF orientation before the metadata is dropped
      .resize(avatarSize, avatarSize, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
}
