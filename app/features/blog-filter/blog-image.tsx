import { useEffect, useRef, useState } from "react";
import { BLOG_IMAGE_PLACEHOLDER } from "~/content/blog-image-placeholder";

type BlogImageProps = { src: string; width: number; height: number; className?: string; eager?: boolean };

/**
 * A blog cover that falls back to the placeholder when it fails to load
 * (spec 2 §7). A failure before hydration (complete with no pixels) is caught on mount.
 */
export function BlogImage({ src, width, height, className = "", eager = false }: BlogImageProps) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <img
      ref={img}
      src={failed ? BLOG_IMAGE_PLACEHOLDER : src}
      alt=""
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      data-fallback={failed ? "" : undefined}
      onError={() => setFailed(true)}
      className={`bg-slate-100 object-cover ${className}`}
    />
  );
}
