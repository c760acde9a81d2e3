import net from 'node:net';

/**
 * A TCP proxy between the server and one of its dependencies (PostgreSQL, the MQTT broker), so
 * a test can take the dependency away without stopping the machine's real service that other
 * tests use. `cut()` is the service stopping: every open connection is torn down and new ones
 * are refused. `restore()` brings it back on the same port. `stall()` is a service that hangs:
 * connections stay open but nothing gets through until `resume()`, which delivers what waited.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private stalled = false;
  /** Connections accepted since the proxy opened (a reconnect shows here). */
  accepted = 0;

  private constructor(
    private readonly target: { host: string; port: number },
    public port: number,
  ) {}

  /** A proxy on a free local port in front of `targetUrl` (postgres://… or mqtt://…). */
  static async open(targetUrl: string): Promise<TcpProxy> {
    const url = new URL(targetUrl);
    const proxy = new TcpProxy(
      { host: url.hostname, port: Number(url.port) || (url.protocol === 'mqtt:' ? 1883 : 5432) },
      0,
    );
    await proxy.listen();
    return proxy;
  }

  /** `targetUrl` with its host and port pointed at this proxy. */
  urlFor(targetUrl: string): string {
    const url = new URL(targetUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  get isOpen(): boolean {
    return this.server !== null;
  }

  private async listen() {
    const server = net.createServer((client) => {
      this.accepted++;
      const upstream = net.connect(this.target.port, this.target.host);
      this.track(client);
      this.track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      const both = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', both).on('close', both);
      upstream.on('error', both).on('close', both);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (typeof address === 'object' && address) this.port = address.port;
    this.server = server;
  }

  private track(socket: net.Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    if (this.stalled) socket.pause();
  }

  /** The dependency hangs: nothing is read from any connection until `resume()`. */
  stall(): void {
    this.stalled = true;
    for (const socket of this.sockets) socket.pause();
  }

  /** The dependency answers again; what was sent meanwhile goes through. */
  resume(): void {
    this.stalled = false;
    for (const socket of this.sockets) socket.resume();
  }

  /** The dependency goes away: open connections are reset and new ones refused. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = server
      ? new Promise<void>((resolve) => server.close(() => resolve()))
      : Promise.resolve();
    for (const socket of this.sockets) {
      // A reset, as when the service's host goes away; a socket still connecting just closes.
      if (socket.readyState === 'open') socket.resetAndDestroy();
      else socket.destroy();
    }
    this.sockets.clear();
    await closed;
  }

  /** The dependency comes back on the same port. */
  async restore(): Promise<void> {
    if (!this.server) await this.listen();
  }

  async close(): Promise<void> {
    await this.cut();
  }
}
