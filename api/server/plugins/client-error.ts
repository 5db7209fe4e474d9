// Errors Node's HTTP parser raises before any route runs (an oversize header, a malformed request line,
// a client timeout) still answer with the envelope and a Chinese message (issue 13, item 3): Fastify's
// default writes its own English JSON.
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { ERRORS, type Envelope } from '../../catalogue';

function answerOf(code: string | undefined): { status: number; body: Envelope } {
  const e = code === 'HPE_HEADER_OVERFLOW' ? ERRORS.HEADERS_TOO_LARGE : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? ERRORS.TIMEOUT : ERRORS.BAD_REQUEST;
  return { status: e.status, body: { code: e.code, msg: e.msg, resultData: null } };
}

/** Fastify's `clientErrorHandler` option. */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = answerOf(err.code);
  const text = Buffer.from(JSON.stringify(body), 'utf8');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${text.length}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n`,
    );
    socket.write(text);
  }
  socket.destroy(err);
}
