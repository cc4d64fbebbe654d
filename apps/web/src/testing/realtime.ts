// For tests outside messaging that need to play the server's side of the realtime link (e.g. emit
// `alert_fired`): installs a recording fake socket factory. setup.ts puts the plain one back after
// each test.
import { setSocketFactory } from '@/features/messaging/realtime/factory';
import { fakeSocketFactory } from './fake-socket';

export function installFakeRealtime() {
  const sockets = fakeSocketFactory();
  setSocketFactory(sockets.factory);
  return sockets;
}
