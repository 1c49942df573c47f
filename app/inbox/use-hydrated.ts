import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** false on the server and while hydrating, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
