// Heart toggle for local favourites (PRODUCT.md §3), used on property cards and the property page.
import { Heart } from 'lucide-react';
import clsx from 'clsx';
import { useFavourite } from '@/lib/favourites';
import { useLingui } from '@/i18n/react';
import './favourite-messages';
import { useTooltip } from './use-tooltip';

export interface FavouriteButtonProps {
  propertyId: number;
  /** "overlay": round button on a photo; "inline": pill with text, for a page's action row. */
  variant?: 'overlay' | 'inline';
  /** Id of the element naming the property (e.g. the card title), so the button is unambiguous. */
  describedBy?: string;
  className?: string;
  onChange?: (saved: boolean) => void;
}

export default function FavouriteButton({
  propertyId,
  variant = 'overlay',
  describedBy,
  className,
  onChange,
}: FavouriteButtonProps) {
  const { saved, toggle } = useFavourite(propertyId);
  const { _ } = useLingui();
  const label = saved ? _('fav.remove') : _('fav.add');
  // On a photo the heart sits at the card's top right: the name shows to its left, inside the card.
  const tooltip = useTooltip(label, variant === 'overlay' ? 'left' : 'below');

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      aria-describedby={describedBy}
      {...tooltip.triggerProps}
      onClick={(event) => {
        // Cards are links; the heart must not open the property.
        event.preventDefault();
        event.stopPropagation();
        const nowSaved = toggle(); // not inside onChange?.(…): that would skip the toggle without a callback
        onChange?.(nowSaved);
      }}
      className={clsx(
        variant === 'overlay'
          ? 'flex size-11 items-center justify-center rounded-full bg-white/95 shadow-md ring-1 ring-black/5 hover:bg-white'
          : 'btn relative border border-sand-300 bg-white text-ink-900 hover:bg-sand-100',
        className,
      )}
    >
      <Heart
        aria-hidden="true"
        className={clsx('size-5 transition-colors', saved ? 'fill-brand-600 text-brand-600' : 'text-ink-700')}
      />
      {variant === 'inline' && <span aria-hidden="true">{saved ? _('fav.saved') : _('fav.save')}</span>}
      {tooltip.bubble}
    </button>
  );
}
