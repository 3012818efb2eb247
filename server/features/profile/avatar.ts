// Avatars: the shared image processing (images/image-processing.ts) in a 256 px square, refused
// with the spec's own message.
import { processImage } from '#server/features/images/image-processing.ts';
import { profileMessages } from '#shared/contract/profile.ts';

const avatarSize = 256;

export function toAvatarWebp(bytes: Buffer) {
  return processImage(bytes, { fit: 'cover', size: avatarSize }, profileMessages.notAnImage);
}
