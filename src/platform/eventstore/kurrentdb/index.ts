// Loaded by the composition root only with EVENT_STORE=kurrentdb (the client brings gRPC and a native bridge).
export { KurrentDbEventStore } from './store';
export { decodePosition, encodePosition, streamNameOf, streamStateOf } from './codec';
