import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, listening } from '../../test/local-ports';

const program = process.env.TEST_MOSQUITTO ?? 'mosquitto';

/**
 * A Mosquitto of the test's own on a free port, with persistence in a folder of its own (as a
 * production broker runs): `stop()` ends the process as an operator or a package upgrade does
 * (SIGTERM: it saves its sessions), `start()` starts it again on the same port and folder.
 */
export class OwnMosquitto {
  private child: ChildProcess | undefined;
  private exited: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  get url() {
    return `mqtt://127.0.0.1:${String(this.port)}`;
  }

  static async open(): Promise<OwnMosquitto> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-own-mosquitto-'));
    const port = await freePort();
    fs.writeFileSync(
      path.join(dir, 'mosquitto.conf'),
      [
        `listener ${String(port)} 127.0.0.1`,
        'allow_anonymous true',
        'persistence true',
        `persistence_location ${dir}/`,
        // The default window of unacknowledged messages per client, stated so the test says it.
        'max_inflight_messages 20',
        'max_queued_messages 100000',
        '',
      ].join('\n'),
    );
    const broker = new OwnMosquitto(port, dir);
    await broker.start();
    return broker;
  }

  async start() {
    const child = spawn(program, ['-c', path.join(this.dir, 'mosquitto.conf')], {
      stdio: 'ignore',
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', resolve));
    await listening(this.port);
  }

  async stop() {
    this.child?.kill('SIGTERM');
    await this.exited;
    this.child = undefined;
  }

  async close() {
    await this.stop();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
