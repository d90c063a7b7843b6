export { RealtimeScope } from './realtime-scope';
export { useRealtime } from './use-realtime';
