import type { ReactNode } from 'react';
import { useRealtime } from './use-realtime';

/** Renders its children with the realtime stream open; the router wraps the signed-in layout in it. */
export function RealtimeScope({ children }: { children: ReactNode }) {
  useRealtime();
  return children;
}
