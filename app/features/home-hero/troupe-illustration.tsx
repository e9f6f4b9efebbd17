/** The specialists around the founder, clockwise from the top, each with the mark of their craft (24 × 24 strokes). */
const specialists = [
  { craft: "strategy", mark: "M7 20V4m0 1h10l-2.5 4L17 13H7", hair: "short", tone: "#1e318a" },
  { craft: "technology", mark: "M9 7l-5 5 5 5m6-10l5 5-5 5m-2-12l-2 14", hair: "long", tone: "#1e35af" },
  { craft: "finance", mark: "M6 5h12M6 9h12M6 5h4a4 4 0 010 8H6l8 7", hair: "bun", tone: "#1e318a" },
  { craft: "marketing", mark: "M4 10v4h3l7 4V6l-7 4H4zm13-1a4 4 0 010 6", hair: "short", tone: "#1e35af" },
  { craft: "legal", mark: "M12 4v16m-4 0h8M5 7h14M5 7l-3 6a3 3 0 006 0L5 7zm14 0l-3 6a3 3 0 006 0l-3-6", hair: "long", tone: "#1e318a" },
] as const;

type Hair = (typeof specialists)[number]["hair"];

const CENTRE = { x: 280, y: 260 };
const ORBIT = 188;

/** Where the specialist `index` of five sits on the orbit, clockwise from the top. */
function seat(index: number) {
  const angle = -Math.PI / 2 + (index * 2 * Math.PI) / specialists.length;
  return { x: Math.round(CENTRE.x + ORBIT * Math.cos(angle)), y: Math.round(CENTRE.y + ORBIT * Math.sin(angle)) };
}

/** A person, head and shoulders, `size` wide at the shoulders, centred on x, y; the hair in a darker shade of the same colour. */
function Bust({ x, y, size, fill, hairFill, hair }: { x: number; y: number; size: number; fill: string; hairFill: string; hair?: Hair }) {
  const s = size / 40;
  const shoulders = `M${x - 22 * s} ${y + 44 * s}C${x - 22 * s} ${y + 9 * s} ${x - 13 * s} ${y + 4 * s} ${x} ${y + 4 * s}S${x + 22 * s} ${y + 9 * s} ${x + 22 * s} ${y + 44 * s}z`;
  const headY = y - 10 * s;
  return (
    <g>
      {hair === "long" && <rect x={x - 12 * s} y={headY - 11 * s} width={24 * s} height={26 * s} rx={11 * s} fill={hairFill} />}
      {hair === "bun" && <circle cx={x} cy={headY - 12 * s} r={6 * s} fill={hairFill} />}
      <path d={shoulders} fill={fill} />
      <circle cx={x} cy={headY} r={10 * s} fill={fill} />
      {hair !== undefined && <path d={`M${x - 10 * s} ${headY}a${10 * s} ${10 * s} 0 0 1 ${20 * s} 0c-${6 * s} ${-1 * s} -${12 * s} ${-4 * s} -${14 * s} ${-8 * s}c-${1 * s} ${4 * s} -${3 * s} ${7 * s} -${6 * s} ${8 * s}z`} fill={hairFill} />}
    </g>
  );
}

/**
 * The home hero's picture of the troup model: a founder at the centre, five
 * specialists around (strategy, technology, finance, marketing, legal), each
 * linked to the founder and to one another. Drawn inline: no request, and the
 * heading stays the page's largest paint. Decorative: the hero's text says it.
 */
export function TroupeIllustration({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 560 520" width={560} height={520} aria-hidden="true" focusable="false" className={className}>
      <defs>
        <clipPath id="troupe-founder">
          <circle cx={CENTRE.x} cy={CENTRE.y} r={72} />
        </clipPath>
        {specialists.map((specialist, i) => {
          const { x, y } = seat(i);
          return (
            <clipPath key={specialist.craft} id={`troupe-${specialist.craft}`}>
              <circle cx={x} cy={y} r={49} />
            </clipPath>
          );
        })}
        <radialGradient id="troupe-glow">
          <stop offset="0" stopColor="#fbbf24" stopOpacity=".35" />
          <stop offset="1" stopColor="#fbbf24" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx={CENTRE.x} cy={CENTRE.y} r={170} fill="url(#troupe-glow)" />
      <circle cx={CENTRE.x} cy={CENTRE.y} r={ORBIT} fill="none" stroke="#93b4fd" strokeOpacity=".45" strokeWidth={2} strokeDasharray="2 10" strokeLinecap="round" />
      <g stroke="#93b4fd" strokeOpacity=".6" strokeWidth={2}>
        {specialists.map((specialist, i) => {
          const { x, y } = seat(i);
          return <line key={specialist.craft} x1={CENTRE.x} y1={CENTRE.y} x2={x} y2={y} />;
        })}
      </g>
      <circle cx={CENTRE.x} cy={CENTRE.y} r={86} fill="none" stroke="#fbbf24" strokeOpacity=".5" strokeWidth={2} />
      <circle cx={CENTRE.x} cy={CENTRE.y} r={72} fill="#fbbf24" />
      <g clipPath="url(#troupe-founder)">
        <Bust x={CENTRE.x} y={CENTRE.y - 2} size={76} fill="#172054" hairFill="#172054" />
        <path d={`M${CENTRE.x - 9} ${CENTRE.y + 6}l9 12 9-12`} fill="none" stroke="#fbbf24" strokeWidth={3} strokeLinejoin="round" />
      </g>
      {specialists.map((specialist, i) => {
        const { x, y } = seat(i);
        return (
          <g key={specialist.craft} data-craft={specialist.craft}>
            <circle cx={x} cy={y} r={50} fill={specialist.tone} stroke="#6090fa" strokeWidth={2} />
            <g clipPath={`url(#troupe-${specialist.craft})`}>
              <Bust x={x} y={y + 4} size={60} fill="#dbe6fe" hairFill="#93b4fd" hair={specialist.hair} />
            </g>
            <circle cx={x + 36} cy={y + 34} r={20} fill="#fbbf24" stroke="#172054" strokeWidth={3} />
            <path d={specialist.mark} transform={`translate(${x + 24} ${y + 22})`} fill="none" stroke="#172054" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" />
          </g>
        );
      })}
    </svg>
  );
}
