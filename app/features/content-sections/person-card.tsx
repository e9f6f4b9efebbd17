import { Avatar } from "~/components/avatar";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { Reveal } from "~/components/reveal";

export type PersonCardData = {
  name: string;
  role: string;
  bio?: string;
  tags?: readonly string[];
  rating?: { value: number; reviews: number };
  image?: string;
  action?: { label: string; to: string };
};

/** People in a row of cards: photo or illustrated portrait, role, a few lines and one action. */
export function PersonCards({ people }: { people: readonly PersonCardData[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {people.map((person, i) => (
        <Reveal as="li" index={i} key={person.name} className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
          <Avatar name={person.name} image={person.image} size={88} />
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{person.name}</h3>
            <p className="text-sm font-medium text-brand-700">{person.role}</p>
          </div>
          {person.rating && (
            <p className="flex items-center gap-1 text-sm text-slate-700">
              <Icon name="star" className="size-4 fill-saffron-400 text-saffron-500" />
              <span className="sr-only">Rated </span>
              <span className="font-semibold text-slate-900">{person.rating.value.toFixed(1)}</span>
              <span className="sr-only"> out of 5 from</span>
              <span>({person.rating.reviews} reviews)</span>
            </p>
          )}
          {person.bio && <p className="text-slate-600">{person.bio}</p>}
          {person.tags && (
            <ul className="flex flex-wrap justify-center gap-2" aria-label={`${person.name}'s expertise`}>
              {person.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700">
                  {tag}
                </li>
              ))}
            </ul>
          )}
          {person.action && (
            <Link to={person.action.to} className="btn btn-secondary mt-auto">
              {person.action.label}
              <span className="sr-only">: {person.name}</span>
            </Link>
          )}
        </Reveal>
      ))}
    </ul>
  );
}
