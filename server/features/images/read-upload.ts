// Reads the one file of a multipart upload into memory, with the size limit enforced while it
// streams; every way the body can be unreadable is the client's doing, answered with 400.
import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/app-error.ts';

export interface UploadRules {
  maxBytes: number;
  /** 413's message */
  tooLarge: string;
  /** 400's message: not multipart, no file, a body the parser cannot read */
  unreadable: string;
}

export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<Buffer> {
  const unreadable = () => new AppError('VALIDATION_FAILED', 400, rules.unreadable);
  if (!request.isMultipart()) throw unreadable();
  try {
    const file = await request.file({ limits: { fileSize: rules.maxBytes, files: 1 } });
    if (!file) throw unreadable();
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', 413, rules.tooLarge);
    }
    if (statusCode !== undefined) throw error;
    // The parser's own errors (no boundary, a body cut short) carry no status: the body is not a
    // readable upload, which is the client's doing, not a failure of ours.
    throw unreadable();
  }
}
