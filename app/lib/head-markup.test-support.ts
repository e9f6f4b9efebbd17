import type { MetaDescriptor } from "react-router";

/** The elements React Router's <Meta> renders for these descriptors, as the prerendered <head> holds them. */
export function headMarkup(descriptors: MetaDescriptor[]): string {
  const element = (tag: string, attributes: Record<string, unknown>, text = "") => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
    node.textContent = text;
    return node.outerHTML;
  };
  return descriptors
    .map((descriptor) => {
      if ("title" in descriptor) return element("title", {}, String(descriptor.title));
      if ("script:ld+json" in descriptor) return element("script", { type: "application/ld+json" }, JSON.stringify(descriptor["script:ld+json"]));
      if ("tagName" in descriptor) {
        const { tagName, ...attributes } = descriptor;
        return element(String(tagName), attributes);
      }
      return element("meta", descriptor);
    })
    .join("");
}
