/**
 * The colours of generated covers: the brand's blue and saffron first, and a
 * few neighbours so that categories differ at a glance. Backgrounds run from
 * `from` to `to`; `shape` and `soft` fill the motif, `accent` marks one thing,
 * `line` draws the strokes.
 */
export type Palette = { from: string; to: string; shape: string; soft: string; accent: string; line: string };

export const palettes = {
  /** Brand blue with saffron: the ecosystem, the home page's colours. */
  indigo: { from: "#172054", to: "#1e35af", shape: "#3b6ef6", soft: "#93b4fd", accent: "#fbbf24", line: "#bfd3fe" },
  /** Brand saffron with blue ink: policy, law, money. */
  saffron: { from: "#fcd34d", to: "#f59e0b", shape: "#fffbeb", soft: "#fde68a", accent: "#1e35af", line: "#172054" },
  /** Deep sea blue and cyan: technology. */
  lagoon: { from: "#0c3d5e", to: "#0e7490", shape: "#22d3ee", soft: "#a5f3fc", accent: "#fbbf24", line: "#cffafe" },
  /** Pale brand blue: papers and research, light covers among dark ones. */
  paper: { from: "#eef4ff", to: "#bfd3fe", shape: "#6090fa", soft: "#dbe6fe", accent: "#f59e0b", line: "#1e35af" },
  /** Forest green: sustainability, agriculture. */
  forest: { from: "#064e3b", to: "#047857", shape: "#34d399", soft: "#a7f3d0", accent: "#fbbf24", line: "#d1fae5" },
  /** Brand blue into violet: online sessions. */
  dusk: { from: "#1e318a", to: "#6d28d9", shape: "#a78bfa", soft: "#ddd6fe", accent: "#fbbf24", line: "#ede9fe" },
  /** Slate ink with saffron: hands-on workshops. */
  ink: { from: "#0f172a", to: "#334155", shape: "#fbbf24", soft: "#64748b", accent: "#3b6ef6", line: "#e2e8f0" },
} as const satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;
