import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';

/** Passes the local CloudFront emulator's answers on unchanged, recording each: classic WebDriver reports none. */
export interface RecordingProxy {
  readonly origin: string;
  /** Every request since the proxy started, in order. */
  readonly requests: readonly Exchange[];
  /** Holds the framework's scripts, as a slow phone would, until the returned function is called. */
  holdScripts(): () => void;
  close(): Promise<void>;
}

interface Exchange {
  target: string;
  /** Sec-Fetch-Dest: `document`, `script`, `empty` for fetch, or none. */
  destination: string;
  /** Undefined until answered. */
  status?: number;
}

const frameworkScript = /^\/_next\/static\/chunks\/[^?]*\.js(\?|$)/;

/** A path the site has nothing at: the emulator answers the 404 page. */
const missingPath = '/ro/__proxy-missing__';

interface RecordingProxyOptions {
  /** Plays a host with no redirect rules: the 404 page where the emulator would redirect. */
  withoutRedirects: boolean;
}

export async function startRecordingProxy(
  port: number,
  upstreamPort: number,
  options: RecordingProxyOptions,
): Promise<RecordingProxy> {
  const requests: Exchange[] = [];
  let held: Promise<void> | undefined;

  function forward(target: string, method: string, headers: IncomingHttpHeaders) {
    return new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
      const upstream = request({ host: '127.0.0.1', port: upstreamPort, path: target, method, headers }, resolve);
      upstream.on('error', reject);
      upstream.end();
    });
  }

  const server: Server = createServer(async (incoming, outgoing) => {
    const target = incoming.url ?? '/';
    const exchange: Exchange = { target, destination: String(incoming.headers['sec-fetch-dest'] ?? '') };
    requests.push(exchange);
    try {
      if (held && frameworkScript.test(target)) await held;
      // A document's status is the server's answer, never a revalidation's 304.
      const headers = { ...incoming.headers };
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
      let answer = await forward(target, incoming.method ?? 'GET', headers);
      if (options.withoutRedirects && answer.statusCode === 301) {
        answer.resume();
        answer = await forward(missingPath, 'GET', headers);
      }
      exchange.status = answer.statusCode ?? 502;
      outgoing.writeHead(exchange.status, answer.rawHeaders);
      answer.pipe(outgoing);
    } catch (error) {
      exchange.status = 502;
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`proxy: ${String(error)}`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    holdScripts() {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        release();
        held = undefined;
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
