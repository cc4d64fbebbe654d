// The production socket: socket.io-client's `io()`, loaded on first use so guests never download it.
import type { SocketFactory } from './socket';

export const createIoSocket: SocketFactory = async (options) => {
  const { io } = await import('socket.io-client');
  // Same origin as the page and the API (docs/REALTIME.md: the server's port, path /socket.io/).
  return io({ ...options });
};
