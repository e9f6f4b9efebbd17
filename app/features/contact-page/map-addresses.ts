// The map service's addresses for a place, worked out from its coordinates or
// its street address (app/content/contact-page.yaml gives those): the embed
// (its origin is allowed in the CSP's frame-src), the place on the service's
// own site, and a route to an office.

/** Latitude and longitude in degrees. */
export type Place = { lat: number; lon: number };

const coordinate = (n: number) => n.toFixed(4);

/** OpenStreetMap's embeddable map around the place, with a marker on it. */
export function mapEmbedUrl({ lat, lon }: Place): string {
  const box = [lon - 0.012, lat - 0.008, lon + 0.012, lat + 0.008].map(coordinate).join("%2C");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${box}&layer=mapnik&marker=${lat}%2C${lon}`;
}

/** The same place on OpenStreetMap's own site. */
export function mapViewUrl({ lat, lon }: Place): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

/** A maps service's route to the address; opens in a new tab. */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}
