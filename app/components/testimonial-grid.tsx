import type { Testimonial } from "./testimonial";
import { Avatar } from "./avatar";
import { Icon } from "./icon";
import { Reveal } from "./reveal";

/** Testimonials side by side, all readable at once (no carousel). */
export function TestimonialGrid({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
      {testimonials.map((t, i) => (
        <Reveal as="li" index={i} key={t.author} className="flex">
          <figure className="flex w-full flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <Icon name="quote" className="size-8 text-saffron-500" />
            <blockquote className="flex-1 text-slate-700">
              <p>“{t.quote}”</p>
            </blockquote>
            <figcaption className="flex items-center gap-3">
              <Avatar name={t.author} image={t.image} size={44} />
              <span>
                <span className="block font-semibold text-slate-900">{t.author}</span>
                <span className="block text-sm text-slate-600">{t.position}</span>
              </span>
            </figcaption>
          </figure>
        </Reveal>
      ))}
    </ul>
  );
}
