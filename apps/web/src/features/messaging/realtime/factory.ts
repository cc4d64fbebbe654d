// Which socket the realtime link uses: socket.io-client's `io()` (loaded on first use), or a fake
// that tests install. Kept apart from the provider so test setup can set it without loading the UI.
import type { SocketFactory } from './socket';

const loadIoFactory: SocketFactory = async (options) => (await import('./io-socket')).createIoSocket(options);

let socketFactory: SocketFactory = loadIoFactory;

/** Tests hand in a fake socket here (null restores `io()`). */
export function setSocketFactory(factory: SocketFactory | null): void {
  socketFactory = factory ?? loadIoFactory;
}

export function getSocketFactory(): SocketFactory {
  return socketFactory;
}
