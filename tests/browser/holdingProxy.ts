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
  stop(): Promise<void>;
}

export async function startHoldingProxy(target: string): Promise<HoldingProxy> {
  const upstream = new URL(target);
  let holding = false;
  let waiting: Array<() => void> = [];
  const isSave = (req: IncomingMessage) => (req.method === 'POST' || req.method === 'PUT') && (req.url ?? '').startsWith('/api/');

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const out = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        const send = () => {
          if (res.destroyed) return void answer.resume(); // the page went away meanwhile
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        };
        if (holding && isSave(req)) waiting.push(send);
        else send();
      },
    );
    out.on('error', () => res.destroy());
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
    stop: () =>
      new Promise<void>((resolve) => {
        waiting = [];
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
