// A tiny SMTP server for tests: speaks just enough of the protocol for nodemailer to deliver a
// message over a plain connection (it advertises no STARTTLS, so the client does not upgrade),
// and records every message so a test can read the links in it.
import { createServer, type AddressInfo, type Socket } from 'node:net';

interface SinkMessage {
  from: string;
  to: string[];
  /** the raw message as received (headers and MIME body), dot-stuffing removed */
  raw: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: SinkMessage[];
  /** resolves with the first message to `address`, waiting up to `timeoutMs` */
  waitFor(address: string, timeoutMs?: number): Promise<SinkMessage>;
  close(): Promise<void>;
}

function handle(socket: Socket, messages: SinkMessage[], acceptDelayMs: number) {
  let buffer = '';
  let inData = false;
  let current: SinkMessage = { from: '', to: [], raw: '' };
  const reply = (line: string) => socket.write(`${line}\r\n`);

  reply('220 hive-test-sink ESMTP');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        const data = buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        current.raw = data.replace(/^\.\./gm, '.');
        messages.push(current);
        current = { from: '', to: [], raw: '' };
        inData = false;
        // A slow relay answers the end of DATA late; the next command waits for that answer.
        if (acceptDelayMs > 0) setTimeout(() => reply('250 OK: queued'), acceptDelayMs);
        else reply('250 OK: queued');
        continue;
      }
      const newline = buffer.indexOf('\r\n');
      if (newline === -1) return;
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') reply('250-hive-test-sink\r\n250 8BITMIME');
      else if (verb === 'HELO') reply('250 hive-test-sink');
      else if (verb === 'MAIL') {
        current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
        reply('250 OK');
      } else if (verb === 'RCPT') {
        current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        reply('250 OK');
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'RSET') {
        current = { from: '', to: [], raw: '' };
        reply('250 OK');
      } else if (verb === 'NOOP') reply('250 OK');
      else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
        return;
      } else reply('502 Command not implemented');
    }
  });
  socket.on('error', () => {});
}

/** `acceptDelayMs`: how long the sink takes to accept each message, like a slow relay. */
export async function startSmtpSink({ acceptDelayMs = 0 } = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    handle(socket, messages, acceptDelayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(address, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => m.to.includes(address));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Decodes a quoted-printable body (soft line breaks and =XX escapes). */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The readable text of a message: every MIME leaf part's body, decoded from its transfer
 * encoding and joined. Enough for finding links; not a general MIME parser.
 */
export function messageText(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\r\n\r\n');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .filter((part) => part.trim() !== '' && !part.startsWith('--'))
      .map((part) => messageText(part.replace(/^\r?\n/, '')))
      .join('\n');
  }
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}
