// The one way the browser talks to the API: JSON in and out, cookies included, and every failure
// turned into an ApiError carrying the server's stable code.
import type { ErrorCode } from '#shared/contract/errors.ts';
import {
  isKeptRead,
  keepRead,
  keptRead,
  recordServedFromDevice,
  recordServedFromNetwork,
} from './offline-reads.ts';

export type ApiErrorCode = ErrorCode | 'NETWORK';

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly issues: { path: string; message: string }[];

  constructor(
    code: ApiErrorCode,
    status: number,
    message: string,
    issues: ApiError['issues'] = [],
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.issues = issues;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
  /** more request headers (a visitor's claim token: a secret never put in the URL) */
  headers?: Record<string, string>;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method =
    options.method ?? (options.body !== undefined || options.formData ? 'POST' : 'GET');
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (method !== 'GET') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body ?? null,
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    // Network-first, then what this user last saw (ADR 048): reads only, never a write.
    const kept = method === 'GET' && isKeptRead(path) ? await keptRead(path) : null;
    if (kept) {
      recordServedFromDevice(path, kept.cachedAt);
      return safeJson(kept.body) as T;
    }
    throw new ApiError('NETWORK', 0, 'network error');
  }

  const text = await response.text();
  recordServedFromNetwork();
  if (method === 'GET' && response.ok) void keepRead(path, text);
  const json: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    // The envelope's contract (Zod) loads with the first error, not with every page's first script.
    const body = await import('#shared/contract/errors.ts').then(
      ({ errorBodySchema }) => errorBodySchema.safeParse(json).data,
      () => undefined, // the chunk did not load: the error below still says what failed
    );
    if (body) {
      const { code, message, issues } = body.error;
      throw new ApiError(code, response.status, message, issues);
    }
    throw new ApiError(
      response.status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED',
      response.status,
      'request failed',
    );
  }
  return json as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
