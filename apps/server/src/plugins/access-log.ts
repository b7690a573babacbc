import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The request log at one line a request: Fastify's default writes two at `info`, "incoming
 * request" and "request completed". Here the completed line carries the request too (id, method,
 * path through the app's `req` serializer), with its status and time; errors and the other
 * lines are Fastify's own.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
