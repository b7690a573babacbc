import { ApiError } from './api-client.ts';
import { session } from './auth/session.ts';
import { buildPath } from '@/config/paths.ts';

type QueryValue = string | number | boolean | null | undefined;

/** Bytes received so far, and the whole size when the server said it (else indeterminate). */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

export interface DownloadedFile {
  blob: Blob;
  /** The server's name for it (Content-Disposition), else the fallback. */
  filename: string;
}

/** The file name of a Content-Disposition header: `filename*` (RFC 5987) first, then `filename`. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]!.trim();
  return name || null;
}

async function errorOf(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: Record<string, unknown> = { message: text };
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: keep the text.
  }
  return new ApiError(response.status, body);
}

/**
 * GETs a file from the API with the bearer token, reading the stream so that `onProgress`
 * can show how much has arrived. Fails with ApiError like every other call.
 */
export async function fetchFile(options: {
  area: string;
  path: string;
  params?: Record<string, QueryValue>;
  fallbackName: string;
  onProgress?(progress: DownloadProgress): void;
  signal?: AbortSignal;
}): Promise<DownloadedFile> {
  const url = buildPath(`/api/${options.area}${options.path}`, {}, options.params);
  const headers: Record<string, string> = {};
  const token = session.get().jwt;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, { message: 'Network error' });
  }
  if (!response.ok) throw await errorOf(response);

  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const filename =
    filenameFromDisposition(response.headers.get('content-disposition')) ?? options.fallbackName;
  const chunks: BlobPart[] = [];
  let received = 0;
  options.onProgress?.({ received, total });
  const reader = response.body?.getReader();
  if (!reader) {
    const blob = await response.blob();
    options.onProgress?.({ received: blob.size, total });
    return { blob, filename };
  }
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    options.onProgress?.({ received, total });
  }
  return { blob: new Blob(chunks, { type }), filename };
}

/** Hands a downloaded file to the browser, which saves it under its name. */
export function saveFile({ blob, filename }: DownloadedFile) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

/** "512 B", "48 KB", "1.2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
