import type { CSSProperties, ElementType, ReactNode } from "react";

/** Spec: items in lists are staggered by 0.1 s each. */
const REVEAL_STAGGER_MS = 100;

type RevealProps = {
  as?: ElementType;
  /** Position in its list: each item starts 0.1 s after the one before. */
  index?: number;
  className?: string;
  children: ReactNode;
  id?: string;
};

/**
 * Content that fades in when scrolled into view, driven by the scroll
 * position in CSS with no script (layouts/site-shell.css); visible as it is
 * where the browser has no view timelines.
 */
export function Reveal({ as: Tag = "div", index = 0, className, children, id }: RevealProps) {
  const style = { "--reveal-delay": `${index * REVEAL_STAGGER_MS}ms` } as CSSProperties;
  return (
    <Tag data-reveal="" style={style} className={className} id={id}>
      {children}
    </Tag>
  );
}
