import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: Record<string, string>;
  body: string;
}

/**
 * A real HTTP receiver on loopback for webhook tests: records every POST (headers and body)
 * and answers as `respond` says (200 by default; it may also never answer).
 */
export async function startReceiver() {
  const received: Received[] = [];
  let respond: (request: Received, res: ServerResponse) => void = (_request, res) =>
    res.writeHead(200).end('ok');
  const waiters: (() => void)[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        headers: Object.fromEntries(
          Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      for (const wake of waiters.splice(0)) wake();
      respond(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answer(handler: typeof respond) {
      respond = handler;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
