// The Pune head office's map (features/contact-page/office-map.tsx, loaded as
// the visitor scrolls near it) and its coordinates.
import type { OfficeMapEmbed } from "./contact-types";

/** Baner Road, Pune. */
export const PUNE = { lat: 18.5597, lon: 73.7799 };
const coordinate = (n: number) => n.toFixed(4);
const puneBox = [PUNE.lon - 0.012, PUNE.lat - 0.008, PUNE.lon + 0.012, PUNE.lat + 0.008].map(coordinate).join("%2C");

export const puneMapEmbed: OfficeMapEmbed = {
  title: "Map of the Ankur Head Office on Baner Road, Pune",
  embedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${puneBox}&layer=mapnik&marker=${PUNE.lat}%2C${PUNE.lon}`,
  buttonLabel: "Show the map",
};
