/** One entry of a page's getStaticPaths: the URL's last segment as `param`, the whole path as a prop. */
export type ChildPagePath<Param extends string, Path extends string> = {
  params: Record<Param, string>;
  props: { path: Path };
};

/**
 * getStaticPaths for pages one level under a folder that one page file
 * renders from content (the flagship programmes, the self-assessments):
 * each page's last segment is the route parameter, and its whole path,
 * the key of its content and of its <head>, rides along as a prop.
 */
export function childPagePaths<Param extends string, Path extends string>(paths: readonly Path[], param: Param): ChildPagePath<Param, Path>[] {
  return paths.map((path) => ({ params: { [param]: lastSegment(path) } as Record<Param, string>, props: { path } }));
}

function lastSegment(path: string): string {
  const segment = path.slice(path.lastIndexOf("/") + 1);
  if (segment === "") throw new Error(`A child page's path needs a last segment: "${path}"`);
  return segment;
}
