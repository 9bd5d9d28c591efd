/**
 * A loopback proxy in front of the real server that can hold back the answers to saves: the
 * request reaches the server at once (the record is stored), the page does not hear back until
 * the test releases it. That makes the window of issue 13 real: a reload while the first save
 * is stored but unanswered.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HoldingProxy {
  url: string;
  /** From now on, answers to POST and PUT under /api wait until `release()`. */
  hold(): void;
  /** Lets every held answer go, and stops holding. */
  release(): void;
  /** How many save answers are being held now. */
  held(): number;
  /**
   * Resolves once the server has answered (or seen go) every request that reached it through the
   * proxy so far, whether or not the page still waited for the answer: nothing it was sent is
   * still being worked on.
   */
  settled(): Promise<void>;
  /** Resolves once a request for `path` with `method` has reached the proxy whole (its body read to the end). */
  received(method: string, path: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startHoldingProxy(target: string): Promise<HoldingProxy> {
  const upstream = new URL(target);
  let holding = false;
  let waiting: Array<() => void> = [];
  let working = 0;
  let onSettled: Array<() => void> = [];
  let onReceived: Array<(req: IncomingMessage) => boolean> = [];
  const answered = () => {
    if (--working > 0) return;
    const go = onSettled;
    onSettled = [];
    go.forEach((resolve) => resolve());
  };
  const isSave = (req: IncomingMessage) => (req.method === 'POST' || req.method === 'PUT') && (req.url ?? '').startsWith('/api/');

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    working += 1;
    let done = false;
    const settle = () => {
      if (done) return;
      done = true;
      answered();
    };
    const out = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        settle(); // the server's handler has finished: it answered
        const send = () => {
          if (res.destroyed) return void answer.resume(); // the page went away meanwhile
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        };
        if (holding && isSave(req)) waiting.push(send);
        else send();
      },
    );
    out.on('error', () => {
      settle();
      res.destroy();
    });
    // A page that goes away mid-post (a navigation replacing it) cuts the post off at the server too.
    req.on('close', () => {
      if (!req.complete) out.destroy();
    });
    req.on('end', () => {
      onReceived = onReceived.filter((heard) => !heard(req));
    });
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      const go = waiting;
      waiting = [];
      go.forEach((send) => send());
    },
    held: () => waiting.length,
    settled: () => (working === 0 ? Promise.resolve() : new Promise<void>((resolve) => onSettled.push(resolve))),
    received: (method, path) =>
      new Promise<void>((resolve) =>
        onReceived.push((req) => {
          if (req.method !== method || new URL(req.url ?? '/', 'http://proxy').pathname !== path) return false;
          resolve();
          return true;
        }),
      ),
    stop: () =>
      new Promise<void>((resolve) => {
        waiting = [];
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
