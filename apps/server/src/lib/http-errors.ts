import { STATUS_CODES } from 'node:http';

/** An error that becomes an answer of the API's error shape, with any extra data beside it. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly details: {
      code?: string;
      issues?: { path: string; message: string }[];
      data?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = STATUS_CODES[statusCode] ?? 'Error';
  }
}

export const badRequest = (message: string, issues?: { path: string; message: string }[]) =>
  new HttpError(400, message, { issues });
export const unauthorized = (message = 'User is not authenticated') => new HttpError(401, message);
export const forbidden = (
  message = 'You do not have permission to access this resource',
  code?: string,
) => new HttpError(403, message, { code });
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, data?: Record<string, unknown>) =>
  new HttpError(409, message, { data });

/**
 * A referenced object that the caller's tenant does not have (unknown, or another tenant's:
 * API.md makes both a 404), naming the field that referenced it.
 */
export const notFoundAt = (path: string, message: string) =>
  new HttpError(404, message, { issues: [{ path, message }] });

/** A field-level 400: the message names the field. */
export const invalidField = (path: string, message: string) =>
  new HttpError(400, `${path}: ${message}`, { issues: [{ path, message }] });

/** A 400 naming every bad field at once. */
export const invalidFields = (issues: { path: string; message: string }[]) =>
  new HttpError(400, issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '), {
    issues,
  });
