/** The person's picture, or their initials in a circle when there is none. */
export function Avatar({ name, image, size = 48 }: { name: string; image?: string; size?: number }) {
  if (image) {
    return <img src={image} alt="" width={size} height={size} loading="lazy" className="rounded-full object-cover" style={{ width: size, height: size }} />;
  }
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join("")
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
      style={{ width: size, height: size }}
    >
      {initials}
    </span>
  );
}
