import { languageOfPath, pathInLanguage } from '@saath/shared/i18n';
import { clearSession, getToken } from './session.store.ts';

/** An HTTP error of our API: the status and the parsed body ({detail}, docs/product/glossary.md). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    // The readable text is built where it is shown (lib/error-text.ts), so this module, which
    // is part of the first load, does not pull in the shared zod schemas.
    super(`Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

let onUnauthorized: () => void = () => {
  window.location.assign(pathInLanguage('/login', languageOfPath(window.location.pathname)));
};

/** The router registers its navigate here so a 401 anywhere lands on /login without a reload. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Sent as JSON unless `form` is given. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (the login endpoint). */
  form?: Record<string, string>;
  /**
   * A file sent as the body as it is (a refund request's proof). Always as
   * application/octet-stream: the server reads the type from the file's first bytes, so a type
   * the browser guessed from the name has no say.
   */
  file?: Blob;
  /** A CSV document sent as text/csv (the airline's ticketing upload). */
  csv?: string;
  /**
   * Credential checks (login, Google) answer 401 for wrong input: the form shows the error
   * instead of the global logout-and-redirect.
   */
  skipAuthRedirect?: boolean;
  signal?: AbortSignal;
};

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { detail: text };
  }
}

function buildRequest(options: RequestOptions, accept: string): RequestInit {
  const headers: Record<string, string> = { Accept: accept };
  let body: string | Blob | undefined;
  if (options.file) {
    headers['Content-Type'] = 'application/octet-stream';
    body = options.file;
  } else if (options.csv !== undefined) {
    headers['Content-Type'] = 'text/csv';
    body = options.csv;
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    signal: options.signal,
  };
}

async function failure(response: Response, options: RequestOptions): Promise<ApiError> {
  const parsed = await parseBody(response);
  // Any 401 clears the session and goes to /login.
  if (response.status === 401 && !options.skipAuthRedirect) {
    clearSession();
    onUnauthorized();
  }
  return new ApiError(response.status, parsed);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await fetch(path, buildRequest(options, 'application/json'));
  if (!response.ok) throw await failure(response, options);
  return (await parseBody(response)) as T;
}

/**
 * A binary answer (the e-ticket PDF): it needs the bearer header, so a plain link cannot
 * fetch it. Errors come back as ApiError with the parsed JSON body, like apiRequest.
 */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await fetch(path, buildRequest(options, '*/*'));
  if (!response.ok) throw await failure(response, options);
  return response.blob();
}
