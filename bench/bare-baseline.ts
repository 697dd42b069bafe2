import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

export interface BareServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts bench/bare-server.ts in its own Node process and waits for its port. */
export async function startBareServer(): Promise<BareServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare server exited with code ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = chunk.toString().match(/ready (\d+)/);
      if (match) resolve(Number(match[1]));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
