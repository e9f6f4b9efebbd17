import { CoverImage } from "~/components/cover-art";

type BlogImageProps = { src: string; width: number; height: number; className?: string; eager?: boolean };

/**
 * A blog cover: its photo's AVIF/WebP <picture> or its generated art
 * (~/components/cover-art). It has no React of its own: its page gives it the
 * fallback to the placeholder (./blog-cover-fallback.ts), so it works the same
 * in the page's HTML, in an island not hydrated yet and in one rendered by React.
 */
export function BlogImage({ src, width, height, className = "", eager = false }: BlogImageProps) {
  // Eager covers open their page (a post's, the featured post's): its largest paint.
  return <CoverImage image={src} width={width} height={height} eager={eager} highPriority={eager} className={className} data-blog-image="" />;
}
