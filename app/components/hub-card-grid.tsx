import { type AccentColour, accentClasses } from "./accent";
import { type CardItem, featuredCardClasses, gridColumnClasses } from "./card-grid";
import { Icon } from "./icon";
import type { IconName } from "./icon-names";
import { Link } from "./link";
import { Reveal } from "./reveal";

/** An audience or resource card: card fields plus a colour and short features. */
export type HubCard = CardItem & { link: string; icon: IconName; colour: AccentColour; features: readonly string[] };

/**
 * Audience and resource cards: each with its colour, a short list of
 * features and a link to its page, revealed one after another; the first
 * card widens so that the last row is never left short (five audiences: 2 + 3).
 */
export function HubCardGrid({ cards }: { cards: readonly HubCard[] }) {
  const featured = featuredCardClasses(cards.length, 3);
  return (
    <ul className={`grid gap-6 ${gridColumnClasses[3]}`}>
      {cards.map((card, i) => {
        const accent = accentClasses[card.colour];
        return (
          <Reveal as="li" index={i} key={card.link} className={`flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm ${i === 0 ? featured : ""}`}>
            <span aria-hidden="true" className={`h-1.5 ${accent.bar}`} />
            <div className="flex flex-1 flex-col gap-4 p-6">
              <span className={`inline-flex size-12 items-center justify-center rounded-xl ${accent.soft}`}>
                <Icon name={card.icon} />
              </span>
              <h3 className="text-xl font-semibold">{card.title}</h3>
              <p className="text-slate-600">{card.description}</p>
              <ul className="space-y-2 text-sm text-slate-700">
                {card.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Icon name="check" className={`mt-0.5 size-4 shrink-0 ${accent.text}`} />
                    {feature}
                  </li>
                ))}
              </ul>
              <Link to={card.link} className={`mt-auto inline-flex items-center gap-1 pt-2 font-semibold ${accent.text} hover:underline`}>
                {card.linkLabel ?? "Learn more"}
                <span className="sr-only">: {card.title}</span>
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </div>
          </Reveal>
        );
      })}
    </ul>
  );
}
