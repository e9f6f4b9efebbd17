/** Spec: the carousel advances every 5000 ms unless configured otherwise. */
export const CAROUSEL_AUTOPLAY_MS = 5000;

export type SlideDirection = "forward" | "backward";

/** Wraps any index into 0..count-1, in both directions. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function nextIndex(current: number, count: number): number {
  return wrapIndex(current + 1, count);
}

export function previousIndex(current: number, count: number): number {
  return wrapIndex(current - 1, count);
}

/** Direction of travel when jumping from one slide to another (a dot click). */
export function directionBetween(from: number, to: number): SlideDirection {
  return to >= from ? "forward" : "backward";
}
