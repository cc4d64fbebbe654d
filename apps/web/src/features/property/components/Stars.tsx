// Star display of a rating (whole stars, rounded), read as "Rated 4 out of 5".
import { Star } from 'lucide-react';
import { useLingui } from '@/i18n/react';
import '../more-messages';

export function Stars({ rating, size = 'size-4' }: { rating: number; size?: string }) {
  const { _ } = useLingui();
  return (
    <span role="img" aria-label={_('pm.rated', { rating })} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`${size} ${n <= Math.round(rating) ? 'fill-star text-star' : 'text-ink-400'}`}
        />
      ))}
    </span>
  );
}
