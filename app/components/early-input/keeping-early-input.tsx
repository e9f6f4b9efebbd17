import { type ComponentType, useEffect, useRef } from "react";
import { replayEarlyInput } from "./replay-early-input";

/**
 * `Component` as an island whose controlled inputs keep what the visitor did
 * before it hydrated (./replay-early-input.ts): for islands with
 * client:first-use whose ticks, choices or typing live in React state.
 */
export function keepingEarlyInput<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function KeepingEarlyInput(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    // Once, after hydration: the component's state is what it rendered, the DOM what the visitor left.
    useEffect(() => {
      if (box.current) replayEarlyInput(box.current);
    }, []);
    return (
      <div ref={box} className="contents">
        <Component {...props} />
      </div>
    );
  }
  KeepingEarlyInput.displayName = `KeepingEarlyInput(${Component.displayName ?? Component.name})`;
  return KeepingEarlyInput;
}
