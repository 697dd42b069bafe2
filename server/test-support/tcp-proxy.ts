/**
 * A TCP relay in front of a real server, to cut the connection (stop) and bring it back
 * (start) on the same port: an outage of PostgreSQL, Redis or a webhook's receiver without
 * touching the server. The port stays the relay's while it is stopped: a stopped relay takes
 * each new connection only to reset it, as a host with nothing behind the port would, so no
 * other test's server (files run side by side) can be given the port in the meantime.
 */
import net from 'node:net';

export interface TcpProxy {
  readonly port: number;
  /** Resets new connections and drops the open ones. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops for good and gives the port back. */
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  let running = true;
  const server = net.createServer((client) => {
    if (!running) {
      client.on('error', () => {});
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
  });

  const stop = async () => {
    running = false;
    for (const socket of sockets) socket.destroy();
  };

  return {
    port,
    stop,
    async start() {
      running = true;
    },
    async close() {
      await stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
