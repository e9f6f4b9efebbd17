type BlogImageProps = { src: string; width: number; height: number; className?: string; eager?: boolean };

/**
 * A blog cover. It has no React of its own: its page gives it the fallback
 * to the placeholder (./blog-cover-fallback.ts), so it works the same in the
 * page's HTML, in an island not hydrated yet and in one rendered by React.
 */
export function BlogImage({ src, width, height, className = "", eager = false }: BlogImageProps) {
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      // Eager covers open their page (a post's, the featured post's): its largest paint.
      {...(eager ? { fetchPriority: "high" as const } : {})}
      decoding="async"
      data-blog-image=""
      className={`bg-slate-100 object-cover ${className}`}
    />
  );
}
