import { createServer, connect, type Server, type Socket } from 'node:net';
import { freePort } from './processes.ts';

/**
 * A TCP relay on loopback to a real server (PostgreSQL), that a test can cut and restore: cut,
 * it refuses new connections and resets the open ones, as a database server that went away
 * (a crash, a failover) does to its clients; restored, it relays again on the same port.
 */
export interface TcpRelay {
  readonly port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpRelay(targetHost: string, targetPort: number): Promise<TcpRelay> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const listen = () =>
    new Promise<void>((done, fail) => {
      const next = createServer((client) => {
        const upstream = connect(targetPort, targetHost);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream);
        upstream.pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      next.once('error', fail);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        done();
      });
    });
  const cut = async () => {
    const current = server;
    server = undefined;
    for (const socket of sockets) socket.resetAndDestroy();
    if (current) await new Promise((done) => current.close(done));
  };
  await listen();
  return { port, cut, restore: listen, close: cut };
}
