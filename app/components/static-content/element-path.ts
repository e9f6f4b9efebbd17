/**
 * Where an element sits inside a box, as the indexes of element children from
 * the box down: the same place in markup rendered again from the same props.
 */
export type ElementPath = readonly number[];

export function elementPath(box: Element, element: Element): ElementPath | null {
  const path: number[] = [];
  for (let node: Element | null = element; node !== box; node = node.parentElement) {
    if (!node?.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

export function elementAt(box: Element, path: ElementPath): Element | null {
  let node: Element | undefined = box;
  for (const index of path) node = node?.children[index];
  return node ?? null;
}
