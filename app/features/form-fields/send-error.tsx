/** Why sending failed, announced to screen readers; the form keeps its values. */
export function SendError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {text}
    </p>
  );
}
