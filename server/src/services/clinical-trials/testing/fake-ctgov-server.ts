import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { CtGovStudy } from '../ctgov-types.ts';

/** One canned answer. A string body is sent as text/plain, anything else as JSON. */
export interface FakeAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Wait this long before answering (to provoke client timeouts). */
  delayMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  accept: string | undefined;
  /** performance.now() when the request arrived. */
  at: number;
}

export interface FakeCtGov {
  /** Use as the client's baseUrl (`http://127.0.0.1:PORT/api/v2`). */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Answers used in order, one per request; afterwards `fallback` answers. */
  enqueue(...answers: FakeAnswer[]): void;
  fallback: FakeAnswer;
  close(): Promise<void>;
}

/**
 * As the registry does for `filter.ids`: only the studies with those NCT numbers (an id it
 * does not have is simply left out).
 */
function byIds(body: unknown, ids: string | null): unknown {
  if (ids === null || typeof body !== 'object' || body === null || !('studies' in body)) {
    return body;
  }
  const wanted = new Set(ids.split(','));
  const studies = (body as { studies: CtGovStudy[] }).studies.filter((study) =>
    wanted.has(study.protocolSection.identificationModule.nctId),
  );
  return { ...body, studies, totalCount: studies.length };
}

/**
 * A stand-in for https://clinicaltrials.gov/api/v2 on 127.0.0.1 and a random port. It speaks
 * the real shapes: GET /api/v2/studies answers `{ studies, nextPageToken?, totalCount? }`
 * (narrowed to `filter.ids` when asked),
 * and errors as the answers given. On a random port unless `port` is given (the end-to-end
 * run's process, scripts/e2e-fake-ctgov.ts).
 */
export async function startFakeCtGov({ port = 0 }: { port?: number } = {}): Promise<FakeCtGov> {
  const queue: FakeAnswer[] = [];
  const requests: RecordedRequest[] = [];
  const fake = {
    requests,
    fallback: { status: 200, body: { totalCount: 0, studies: [] } } as FakeAnswer,
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      accept: request.headers.accept,
      at: performance.now(),
    });
    if (request.method !== 'GET' || url.pathname !== '/api/v2/studies') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    const answer = queue.shift() ?? fake.fallback;
    const send = () => {
      if (response.destroyed) return;
      const isText = typeof answer.body === 'string';
      const payload = isText
        ? (answer.body as string)
        : JSON.stringify(byIds(answer.body, url.searchParams.get('filter.ids')) ?? {});
      response.writeHead(answer.status ?? 200, {
        'content-type': isText ? 'text/plain' : 'application/json',
        ...answer.headers,
      });
      response.end(payload);
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;

  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${address.port}/api/v2`,
    enqueue: (...answers: FakeAnswer[]) => void queue.push(...answers),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}
