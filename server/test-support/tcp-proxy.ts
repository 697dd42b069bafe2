/**
 * A TCP relay in front of a real server, to cut the connection (stop) and bring it back
 * (start) on the same port: an outage of PostgreSQL or Redis without touching the server.
 */
import net from 'node:net';

export interface TcpProxy {
  readonly port: number;
  /** Refuses new connections and drops the open ones. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const createServer = () =>
    net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
  let server = createServer();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const port = await listen(0);
  let running = true;

  const stop = async () => {
    if (!running) return;
    running = false;
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  return {
    port,
    stop,
    async start() {
      if (running) return;
      server = createServer();
      await listen(port);
      running = true;
    },
    close: stop,
  };
}
