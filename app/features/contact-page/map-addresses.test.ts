import { describe, expect, it } from "vitest";
import { directionsUrl, mapEmbedUrl, mapViewUrl } from "./map-addresses";

describe("the map service's addresses", () => {
  const baner = { lat: 18.5597, lon: 73.7799 };

  it("frame the place in a small box with a marker on it, and link to it on OpenStreetMap", () => {
    expect(mapEmbedUrl(baner)).toBe("https://www.openstreetmap.org/export/embed.html?bbox=73.7679%2C18.5517%2C73.7919%2C18.5677&layer=mapnik&marker=18.5597%2C73.7799");
    expect(mapViewUrl(baner)).toBe("https://www.openstreetmap.org/?mlat=18.5597&mlon=73.7799#map=16/18.5597/73.7799");
  });

  it("route to an address written as it is printed", () => {
    expect(directionsUrl("Baner Road, Pune 411045")).toBe("https://www.google.com/maps/dir/?api=1&destination=Baner%20Road%2C%20Pune%20411045");
  });
});
