import { connect } from 'node:net';

/**
 * One GET with the request target sent byte for byte as given (UTF-8), which Node's and
 * Playwright's HTTP clients refuse or normalise: the point is to see what a server does with what
 * a hostile client really sends. Reads only the status line and headers.
 */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
}

export function rawGet(port: number, target: string, timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let received = Buffer.alloc(0);
    const timer = setTimeout(
      () => socket.destroy(new Error(`no answer within ${timeoutMs} ms for ${target.slice(0, 80)}`)),
      timeoutMs,
    );
    const finish = () => {
      const text = received.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end === -1) return false;
      const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      clearTimeout(timer);
      socket.destroy();
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1] ?? 0), headers });
      return true;
    };
    socket.on('connect', () =>
      socket.write(
        Buffer.from(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`, 'utf8'),
      ),
    );
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      finish();
    });
    socket.on('end', () => {
      if (!finish()) {
        clearTimeout(timer);
        reject(new Error(`connection closed without a response for ${target.slice(0, 80)}`));
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
