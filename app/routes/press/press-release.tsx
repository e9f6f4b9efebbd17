import { useParams } from "react-router";
import { NotFoundContent } from "~/layout/not-found-content";

// Placeholder until the detail page is built.
export default function PressReleasePage() {
  const params = useParams();
  return params ? <NotFoundContent /> : null;
}
