import type { Socket } from "node:net";

/** `HTTP/` as bytes: how every HTTP/1.x status line starts. */
const H = 0x48;
const SLASH = 0x2f;

/** The version of the status line read last (by the socket read just before undici's parser runs), or undefined. */
let lastSeen: string | undefined;

/**
 * Notes the HTTP version of each response a socket receives. undici does not tell its handlers
 * the version of the status line; its parser runs synchronously on each chunk `socket.read()`
 * returns, so a chunk that starts with `HTTP/x.y` is the status line the next `onHeaders` belongs
 * to. One comparison per chunk read; sockets are wrapped once, when they connect.
 */
export function watchHttpVersion(socket: Socket): void {
  const read = socket.read.bind(socket);
  socket.read = (size?: number): unknown => {
    const chunk = read(size) as unknown;
    if (chunk instanceof Uint8Array && chunk.length > 8 && chunk[0] === H && chunk[4] === SLASH) {
      lastSeen = Buffer.from(chunk.buffer, chunk.byteOffset + 5, 3).toString("latin1");
    }
    return chunk;
  };
}

/** The version of the response whose headers just arrived (`1.0`, `1.1`); `1.1` when not seen. */
export function takeHttpVersion(): string {
  const version = lastSeen ?? "1.1";
  lastSeen = undefined;
  return version === "1.0" || version === "1.1" ? version : "1.1";
}
