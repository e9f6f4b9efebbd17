import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False in the prerendered HTML and while hydrating, true once React runs the island. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
