import spriteUrl from "~/assets/icons.svg?url";
import type { IconName } from "./icon-names";

type IconProps = { name: IconName; className?: string; /** Accessible name; decorative when absent. */ label?: string };

/** An icon from the shared SVG sprite: no JavaScript per icon, cached once. */
export function Icon({ name, className = "size-6", label }: IconProps) {
  return (
    <svg
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      focusable="false"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
