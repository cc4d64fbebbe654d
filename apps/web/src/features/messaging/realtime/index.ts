export { setSocketFactory } from './factory';
export { RealtimeProvider, useRealtime, useRealtimeStatus, usePresence } from './RealtimeProvider';
export { RealtimeConnection, RealtimeUnavailableError, type Ack, type ConnectionSnapshot } from './connection';
export { RESERVED_EVENT_NAMES, ReservedEventError, socketOptions, type SocketFactory } from './socket';
export { CONNECTION_ERROR_TEXT, FORCE_DISCONNECT_TOASTS, DISCONNECTED_TOAST } from './toasts';
