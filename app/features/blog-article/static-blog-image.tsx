type StaticBlogImageProps = { src: string; width: number; height: number; className?: string; eager?: boolean };

/**
 * A blog cover in static content: the markup of ../blog-filter/blog-image.tsx,
 * whose fallback to the placeholder its page gives it (./blog-image-fallback.ts).
 */
export function StaticBlogImage({ src, width, height, className = "", eager = false }: StaticBlogImageProps) {
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      data-blog-image=""
      className={`bg-slate-100 object-cover ${className}`}
    />
  );
}
