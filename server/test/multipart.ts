// Builds a multipart/form-data body by hand, as a browser's FormData would send one file.
import { randomBytes } from 'node:crypto';

export interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export function multipartFile({ field = 'file', filename, contentType, bytes }: FilePart) {
  const boundary = `----hive-test-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
