// The load generator of bench-api.ts, in a process of its own, as load generators run: the
// clients' work and garbage stay off the server's threads (ADR 019). bench-api.ts forks it
// and sends one route at a time; it keeps `concurrency` requests in flight for the given
// seconds and answers with the latencies' summary.
import { Agent, request as httpRequest } from 'node:http';

export type LoadClient = 'fetch' | 'http';

export interface LoadOptions {
  client: LoadClient;
  concurrency: number;
}

/**
 * One route: each request sends one of `bodies` at random, or no body, to one of `urls` at
 * random (a GET's query), or else to `url`.
 */
export interface LoadRoute {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  bodies?: string[];
  urls?: string[];
  /**
   * A paged list (issue 40): each measured request is this many pages in sequence, each page
   * sending the previous answer's `next` as its `cursor`; the latency is the sequence's.
   */
  follow?: number;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
  firstFailure: string;
  /** CPU time this process (the clients) used while measuring, in ms. */
  cpuMs: number;
}

/** The answer's status, and its text when `keep` (a paged sequence reads `next`). */
type Send = (
  route: LoadRoute,
  body: string | undefined,
  keep?: boolean,
) => Promise<{ status: number; text: string }>;

// Both read the whole answer, as a client must, and keep only its status unless asked.
const fetchSend: Send = async ({ method, url, headers }, body, keep = false) => {
  const response = await fetch(url, { method, headers, body });
  if (keep) return { status: response.status, text: await response.text() };
  await response.arrayBuffer();
  return { status: response.status, text: '' };
};

export function httpSend(concurrency: number): Send {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  return ({ method, url, headers = {} }, body, keep = false) =>
    new Promise((resolve, reject) => {
      const outgoing = httpRequest(url, { method, headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          if (keep) chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
}

async function measure(
  send: Send,
  route: LoadRoute,
  concurrency: number,
  seconds: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure = '';
  const { bodies, urls } = route;
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
  const deadline = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const body = bodies && pick(bodies);
      const target = urls ? { ...route, url: pick(urls) } : route;
      const started = performance.now();
      const pages = route.follow ?? 1;
      let { status, text } = await send(target, body, pages > 1);
      for (let page = 2; page <= pages && status >= 200 && status <= 299; page += 1) {
        const next = (JSON.parse(text) as { next?: string | null }).next;
        if (!next) break;
        const paged = JSON.stringify({ ...(JSON.parse(body ?? '{}') as object), cursor: next });
        ({ status, text } = await send(target, paged, page < pages));
      }
      latencies.push(performance.now() - started);
      if (status < 200 || status > 299) {
        failures += 1;
        firstFailure ||= `${status} for ${route.method} ${target.url} ${body ?? ''}`;
      }
    }
  };
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  const { user, system } = process.cpuUsage(cpu);
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    failures,
    firstFailure,
    cpuMs: (user + system) / 1000,
  };
}

/** What bench-api.ts sends: one route to measure for some seconds. */
export interface LoadJob {
  route: LoadRoute;
  seconds: number;
}

export type LoadAnswer = { result: LoadResult } | { error: string };

if (process.send) {
  const reply = (answer: LoadAnswer) => process.send?.(answer);
  // The options come as the one argument, so every route reuses the same connections.
  const { client, concurrency } = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
  const send = client === 'http' ? httpSend(concurrency) : fetchSend;
  process.on('message', ({ route, seconds }: LoadJob) => {
    measure(send, route, concurrency, seconds).then(
      (result) => reply({ result }),
      (error: unknown) => reply({ error: String(error) }),
    );
  });
}
