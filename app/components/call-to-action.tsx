import { Link } from "./link";

export type CtaAction = { label: string; to: string };

type CallToActionProps = {
  title: string;
  text: string;
  primary: CtaAction;
  secondary?: CtaAction;
};

/** A closing call to action with one or two buttons. */
export function CallToAction({ title, text, primary, secondary }: CallToActionProps) {
  return (
    <section className="bg-gradient-to-r from-brand-800 to-brand-600 py-16 text-white">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 px-4 text-center">
        <h2 className="text-h2 text-balance">{title}</h2>
        <p className="text-lg text-white/90 text-pretty">{text}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={primary.to} className="btn btn-light">
            {primary.label}
          </Link>
          {secondary && (
            <Link to={secondary.to} className="btn btn-outline-light">
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
