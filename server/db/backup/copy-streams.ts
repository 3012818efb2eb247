// COPY ... TO STDOUT and COPY ... FROM STDIN as Node streams over a node-postgres client.
// node-postgres speaks the COPY sub-protocol only to a "submittable" query object; the usual
// package for this (pg-copy-streams) is not a dependency, and the protocol part is this small.
import { Readable, Writable } from 'node:stream';
import type { Connection, Submittable } from 'pg';

/** The parts of node-postgres' Connection that COPY needs (its type declarations omit them). */
interface CopyConnection {
  stream: Connection['stream'];
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
}

/** `client.query(new CopyTo('copy t to stdout'))`: the rows as COPY text, with back-pressure. */
export class CopyTo extends Readable implements Submittable {
  private readonly text: string;
  private connection: CopyConnection | undefined;

  constructor(text: string) {
    super();
    this.text = text;
  }

  submit(connection: Connection): void {
    this.connection = connection as unknown as CopyConnection;
    this.connection.query(this.text);
  }

  handleCopyData(message: { chunk: Buffer }): void {
    if (this.destroyed) return; // the reader gave up: let the rest of the data drain away
    // The chunk is a view of the protocol parser's buffer, which it reuses for later messages:
    // queue a copy. A full queue pauses the socket; _read resumes it when the reader catches up.
    if (!this.push(Buffer.from(message.chunk))) this.connection?.stream.pause();
  }

  override _read(): void {
    this.connection?.stream.resume();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    this.connection?.stream.resume();
    callback(error);
  }

  handleCommandComplete(): void {}

  handleError(error: Error): void {
    this.destroy(error);
  }

  handleReadyForQuery(): void {
    this.push(null);
  }
}

/**
 * `client.query(new CopyFrom('copy t from stdin'))`, then write COPY text and end(); `finished`
 * rejects with PostgreSQL's error if it refused the data.
 */
export class CopyFrom extends Writable implements Submittable {
  private readonly text: string;
  private connection: CopyConnection | undefined;
  private failure: Error | undefined;
  /** between PostgreSQL's CopyInResponse and our CopyDone */
  private copying = false;
  private readonly ready: Promise<CopyConnection>;
  private readonly done: Promise<void>;
  private resolveReady: (connection: CopyConnection) => void = () => {};
  private rejectReady: (error: Error) => void = () => {};
  private resolveDone: () => void = () => {};

  constructor(text: string) {
    super();
    this.text = text;
    this.ready = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    // The rejection reaches the writer through _write/_final; never report it as unhandled.
    this.ready.catch(() => {});
    this.done = new Promise((resolve) => (this.resolveDone = resolve));
  }

  submit(connection: Connection): void {
    this.connection = connection as unknown as CopyConnection;
    this.connection.query(this.text);
  }

  handleCopyInResponse(): void {
    if (!this.connection) return;
    this.copying = true;
    if (this.destroyed) this.abort('the writer gave up before COPY started');
    else this.resolveReady(this.connection);
  }

  handleCommandComplete(): void {}

  handleError(error: Error): void {
    // PostgreSQL drops COPY data that arrives after its error; the next write or end reports it.
    this.failure ??= error;
    this.copying = false;
    this.rejectReady(error);
  }

  handleReadyForQuery(): void {
    this.rejectReady(this.failure ?? new Error('COPY ended before it accepted data'));
    this.resolveDone();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error) => void) {
    this.ready.then((connection) => {
      if (this.failure) return callback(this.failure);
      connection.sendCopyFromChunk(chunk);
      if (connection.stream.writableNeedDrain) connection.stream.once('drain', () => callback());
      else callback();
    }, callback);
  }

  override _final(callback: (error?: Error) => void) {
    this.ready.then((connection) => {
      this.copying = false;
      connection.endCopyFrom();
      void this.done.then(() => callback(this.failure));
    }, callback);
  }

  /** A writer that gives up (destroy) must still end COPY, or the connection waits forever. */
  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    if (this.copying) this.abort(error?.message ?? 'aborted');
    callback(error);
  }

  private abort(reason: string): void {
    this.copying = false;
    this.connection?.sendCopyFail(reason);
  }
}
