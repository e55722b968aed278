import { connect } from 'node:net';

/** Every byte of one GET over a new connection with `Accept-Encoding: encoding`, status line and headers included. */

export interface SentResponse {
  status: number;
  /** The status line and the headers, with the blank line that ends them. */
  headerBytes: number;
  bodyBytes: number;
  total: number;
  contentEncoding?: string;
  contentLength?: number;
}

export function responseBytes(port: number, path: string, encoding: string, timeoutMs = 10_000): Promise<SentResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    const late = new Error(`no full answer within ${timeoutMs} ms for ${path}`);
    const timer = setTimeout(() => socket.destroy(late), timeoutMs);
    socket.on('connect', () => {
      const host = `Host: 127.0.0.1:${port}`;
      const accept = `Accept-Encoding: ${encoding}`;
      socket.write([`GET ${path} HTTP/1.1`, host, accept, 'Connection: close', '', ''].join('\r\n'));
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('end', () => {
      clearTimeout(timer);
      const received = Buffer.concat(chunks);
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return reject(new Error(`no complete header for ${path}`));
      const [statusLine, ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const header = (name: string) =>
        lines
          .find((line) => line.toLowerCase().startsWith(`${name}:`))
          ?.slice(name.length + 1)
          .trim();
      const length = header('content-length');
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1] ?? 0),
        headerBytes: end + 4,
        bodyBytes: received.length - end - 4,
        total: received.length,
        contentEncoding: header('content-encoding'),
        contentLength: length === undefined ? undefined : Number(length),
      });
    });
  });
}
