/** The sprout mark beside the brand name (decorative: the link around it says "Ankur"). */
export function BrandLogo() {
  return (
    <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
      <rect width="32" height="32" rx="8" className="fill-brand-700" />
      <path d="M16 25V14M16 14c0-4 3-7 8-7 0 4-3 7-8 7Zm0 3c0-3-2.5-6-7-6 0 3.5 2.5 6 7 6Z" fill="none" stroke="#fbbf24" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
