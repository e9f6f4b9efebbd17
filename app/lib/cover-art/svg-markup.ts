/** Attribute values of generated art: numbers and colours only, never visitor text. */
type Attributes = Record<string, string | number>;

/** One SVG element as markup; numbers rounded to one decimal so covers stay small. */
export function svgElement(tag: string, attributes: Attributes, children = ""): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => `${name}="${typeof value === "number" ? round(value) : value}"`)
    .join(" ");
  return children ? `<${tag} ${attrs}>${children}</${tag}>` : `<${tag} ${attrs}/>`;
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The cover's canvas: 16:9, as the cards show it. */
export const COVER_WIDTH = 640;
export const COVER_HEIGHT = 360;
