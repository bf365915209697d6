import { Link } from '@/components/ui/link';
import type { PublicRoute } from '@/content/routes';

export interface NumberedCard {
  number?: string;
  title: string;
  text: string;
  route: PublicRoute;
}

/** A grid of linked cards, optionally numbered 01, 02 ... */
export function NumberedCards({ cards, label }: { cards: NumberedCard[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={`${card.title}-${card.number ?? ''}`}>
          <Link
            href={card.route.path}
            className="block h-full rounded-lg border border-slate-200 p-6 hover:border-brand-600 hover:bg-brand-50"
          >
            {card.number ? (
              <span className="block text-4xl font-bold text-brand-600">{card.number}</span>
            ) : null}
            <span className="mt-2 block text-xl font-semibold text-brand-900">{card.title}</span>
            <span className="mt-2 block text-muted">{card.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
