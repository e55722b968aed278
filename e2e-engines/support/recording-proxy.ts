import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';

/**
 * A server in front of the site's nginx that passes every request on and sends back nginx's answer
 * as it came (status, headers, body): the production headers reach the browser unchanged. It
 * does three things nginx cannot do for a test:
 * - it writes down every request and the status it got, for an engine whose driver reports no
 *   network events (WebKitWebDriver speaks classic WebDriver only);
 * - it can hold the framework's scripts until the test releases them: the page as a slow phone
 *   shows it, before hydration;
 * - without redirects, it plays a host with no redirect rules (a bare bucket, Cloudflare Pages):
 *   where nginx answers a redirect, it answers nginx's 404 page with status 404, whose script then
 *   redirects in the browser.
 */
export interface RecordingProxy {
  readonly origin: string;
  /** Every request since the proxy started, in the order they arrived. */
  readonly requests: readonly Exchange[];
  /** Holds every framework script from now on; call the returned function to let them through. */
  holdScripts(): () => void;
  close(): Promise<void>;
}

interface Exchange {
  /** Path and query, as requested. */
  target: string;
  /** The fetch destination the browser declared (`document`, `script`, `empty` for fetch), if any. */
  destination: string;
  /** The status sent back (502 when nginx could not be reached); undefined until it is known. */
  status?: number;
}

const frameworkScript = /^\/_next\/static\/chunks\/[^?]*\.js(\?|$)/;

/** A path nginx has no page or file for: its answer is the 404 page with its headers. */
const missingPath = '/ro/__proxy-missing__';

interface RecordingProxyOptions {
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
      // Without the conditions of a cached copy, nginx answers in full: a document's status is the
      // server's answer (200, 404), never a revalidation's 304.
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
