/**
 * Running the Next.js example for its tests: `next` commands in the app's folder, a free port,
 * waiting for a server to answer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const APP = join(dirname(fileURLToPath(import.meta.url)), '..');
const NEXT = join(APP, '../../node_modules/next/dist/bin/next');
const ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** Runs `next …args` in the app; rejects with its output when it fails. */
export function next(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [NEXT, ...args], { cwd: APP, env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => (status === 0 ? resolve() : reject(new Error(`next ${args[0]} failed:\n${output}`))));
  });
}

/** A running `next start` or `next dev`: its URL, what it printed so far, and how to stop it. */
export interface NextServer {
  url: string;
  output(): string;
  stop(): void;
}

/** Starts `next <command>` (`start`, `dev`) on a free port and resolves once its page answers 200 (within `timeout` ms). */
export async function serve(command: 'start' | 'dev', timeout: number): Promise<NextServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // a process group of its own: `next dev` runs the server in a child process, which stops with it
  // `next start` keeps idle connections 65 s, as the demo server does: with Node's 5 s a request
  // reusing one as the server closed it met ECONNRESET (`next dev` has no such option)
  const keepAlive = command === 'start' ? ['--keepAliveTimeout', '65000'] : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [NEXT, command, '-p', String(port), '-H', '127.0.0.1', ...keepAlive],
    {
      cwd: APP,
      env: ENV,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const server = { url, output: () => output, stop };
  try {
    await untilServing(url, timeout);
  } catch (error) {
    server.stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return server;
}

/** A port nobody listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Resolves once `url` answers 200, rejects after `timeout` ms. */
async function untilServing(url: string, timeout: number): Promise<void> {
  for (const end = Date.now() + timeout; Date.now() < end;) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`next: ${url} did not answer within ${timeout} ms`);
}
