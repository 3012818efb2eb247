// The backup file: gzip over text lines that `zcat` shows as they are.
//   line 1                 the header (JSON): what was backed up and at which migration
//   then, per table        its rows as COPY text, the end-of-data line \. and a footer (JSON)
//                          with the rows, bytes and SHA-256 of that COPY text
// COPY text escapes backslashes, so no data line can be the end-of-data line.
import type { MigrationInfo, SequenceInfo, TableInfo } from './catalog.ts';

export const formatName = 'hive-backup';
export const formatVersion = 1;

export interface BackupHeader {
  format: typeof formatName;
  version: typeof formatVersion;
  createdAt: string;
  /** PostgreSQL's server_version of the source, for the reader's information */
  server: string;
  /** the source's applied migrations: restore rebuilds exactly this schema before loading */
  migrations: MigrationInfo[];
  /** in load order (referenced tables first) */
  tables: TableInfo[];
  sequences: SequenceInfo[];
}

export interface TableFooter {
  rows: number;
  bytes: number;
  sha256: string;
}

export const endOfData = Buffer.from('\\.\n');

/**
 * Session settings for both ends, as pg_dump sets them: dates and intervals in a form every
 * server reads back, floats with all their digits, UTF-8.
 */
export const sessionSettings = `
  set client_encoding = 'UTF8';
  set datestyle = 'ISO';
  set intervalstyle = 'postgres';
  set extra_float_digits = 3;`;

/** Splits a byte stream into lines, each with its trailing newline (the last may lack one). */
export async function* splitLines(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let rest: Buffer = Buffer.alloc(0);
  for await (const chunk of source) {
    const data: Buffer = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
    let start = 0;
    let newline = data.indexOf(10, start);
    while (newline !== -1) {
      yield data.subarray(start, newline + 1);
      start = newline + 1;
      newline = data.indexOf(10, start);
    }
    rest = data.subarray(start);
  }
  if (rest.length > 0) yield rest;
}

export function parseHeader(line: Buffer | undefined): BackupHeader {
  const header = parseJsonLine(line, 'header') as Partial<BackupHeader>;
  if (header.format !== formatName) throw new Error('This file is not a Hive backup');
  if (header.version !== formatVersion) {
    throw new Error(
      `This backup has format version ${header.version}; this Hive reads version ${formatVersion}`,
    );
  }
  return header as BackupHeader;
}

export function parseJsonLine(line: Buffer | undefined, what: string): unknown {
  if (line === undefined) throw new Error(`The backup ends before its ${what}: it is incomplete`);
  try {
    return JSON.parse(line.toString('utf8'));
  } catch {
    throw new Error(`The backup's ${what} is damaged`);
  }
}
