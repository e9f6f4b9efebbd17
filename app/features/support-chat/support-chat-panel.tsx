import { Link } from "~/components/link";
import type { SupportChatPanelProps } from "./support-chat-panel-frame";
import { SupportChatPanelView } from "./support-chat-panel-view";

/**
 * The chat panel of the React Router build: loaded on demand by the launcher
 * (never in the first-load bundle), its reply links client-side navigations.
 */
export default function SupportChatPanel(props: SupportChatPanelProps) {
  return <SupportChatPanelView {...props} MessageLink={Link} />;
}
