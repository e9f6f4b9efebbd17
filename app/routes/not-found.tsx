import { NotFoundContent } from "~/layout/not-found-content";
import { site } from "~/config/site";

export const meta = () => [
  { title: `Page not found | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage() {
  return <NotFoundContent />;
}
