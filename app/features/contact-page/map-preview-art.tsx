/** A drawn stand-in for the map (roads, the Mula river, the office pin): no request to anyone. */
export function MapPreviewArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 800 300" width={800} height={300} preserveAspectRatio="xMidYMid slice" className={className} aria-hidden="true" focusable="false">
      <rect width="800" height="300" fill="#eef2f0" />
      <path d="M0 230 C120 200 200 260 320 235 S520 170 640 200 S760 240 800 225 L800 262 C700 270 640 232 560 236 S380 290 300 272 S120 240 0 266 Z" fill="#bfdbfe" />
      <g stroke="#ffffff" strokeWidth="14" fill="none" strokeLinecap="round">
        <path d="M-10 120 L810 150" />
        <path d="M420 -10 L380 310" />
        <path d="M120 -10 C160 90 200 160 180 310" />
      </g>
      <g stroke="#fde68a" strokeWidth="8" fill="none" strokeLinecap="round">
        <path d="M-10 120 L810 150" />
      </g>
      <g stroke="#ffffff" strokeWidth="6" fill="none" strokeLinecap="round">
        <path d="M560 -10 L600 310" />
        <path d="M-10 60 L400 80" />
        <path d="M440 200 L810 90" />
        <path d="M250 130 L300 300" />
      </g>
      <g fill="#d9e8d5">
        <rect x="470" y="20" width="70" height="50" rx="6" />
        <rect x="620" y="170" width="90" height="40" rx="6" />
        <rect x="30" y="150" width="70" height="40" rx="6" />
      </g>
      <g transform="translate(400 136)">
        <circle r="26" fill="#1d3fd8" opacity="0.15" />
        <path d="M0 -30 C-13 -30 -20 -20 -20 -10 C-20 6 0 22 0 22 C0 22 20 6 20 -10 C20 -20 13 -30 0 -30 Z" fill="#1d3fd8" />
        <circle cy="-11" r="7" fill="#ffffff" />
      </g>
    </svg>
  );
}
