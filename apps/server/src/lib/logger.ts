/** A log call as pino takes it: a message, or an object of fields and a message. */
export interface LogFn {
  (message: string): void;
  (fields: object, message?: string): void;
}

/** The part of pino (and Fastify's logger) that services and jobs use. */
export interface Logger {
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
  child(bindings: Record<string, unknown>): Logger;
}

const ignore: LogFn = () => undefined;

/** A logger that drops everything: the cli and tests without a log. */
export const silentLogger: Logger = {
  debug: ignore,
  info: ignore,
  warn: ignore,
  error: ignore,
  child: () => silentLogger,
};
