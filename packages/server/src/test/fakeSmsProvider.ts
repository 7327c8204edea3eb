// A stand-in for an operator's SMS provider in the tests: a real HTTP server on a free port of
// this machine that records every request and answers as the test says (a status, a body, a
// delay past the server's time-out).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ProviderAnswer {
  status: number;
  body?: string;
  /** Answers this late (the server gives up after its time-out). */
  delayMs?: number;
}

export interface FakeSmsProvider {
  url: string;
  requests: ProviderRequest[];
  /** The answer to every request from now on. */
  answer(next: ProviderAnswer): void;
  close(): Promise<void>;
}

export const SENT: ProviderAnswer = { status: 200, body: '{"id":"msg-1","status":"queued"}' };

export async function startFakeSmsProvider(): Promise<FakeSmsProvider> {
  let answer = SENT;
  const requests: ProviderRequest[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const { status, body = '', delayMs = 0 } = answer;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' }).end(body);
      }, delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/sms?account=acme`,
    requests,
    answer(next) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address where nothing listens: a provider that is down. */
export async function closedPortUrl(): Promise<string> {
  const provider = await startFakeSmsProvider();
  await provider.close();
  return provider.url;
}
