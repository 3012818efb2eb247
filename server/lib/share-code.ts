// The code in a share link (a shared question's, a shared quiz's): random and unguessable, so a
// link is the only way to it. One maker for both, below the features that hand links out.
import { randomBytes } from 'node:crypto';

/** 96 random bits, URL-safe: 16 characters. */
export const newShareCode = () => randomBytes(12).toString('base64url');
