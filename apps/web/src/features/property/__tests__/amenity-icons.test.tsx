// The amenity icons' sprite (components/amenity-icons.svg) is lucide-react's drawing of each icon
// the amenities use: this test writes it (`npx vitest run -u` after changing the icons) and fails
// when it no longer matches. The keyword rules pick an icon for the names owners use.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { render, screen, within } from '@testing-library/react';
import {
  AirVent,
  BatteryCharging,
  Car,
  Cctv,
  Check,
  CookingPot,
  Dices,
  Dog,
  Droplets,
  Dumbbell,
  Fence,
  Flame,
  Flower2,
  Gamepad2,
  Music,
  Refrigerator,
  ShowerHead,
  Tent,
  Trees,
  Trophy,
  Tv,
  UserCheck,
  Utensils,
  Volleyball,
  Waves,
  Wifi,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { AMENITY_ICONS, amenityIcon, type AmenityIcon } from '../components/amenity-icons';
import { Amenities } from '../components/AboutSection';

const LUCIDE: Record<AmenityIcon, LucideIcon> = {
  waves: Waves,
  wifi: Wifi,
  car: Car,
  flame: Flame,
  'cooking-pot': CookingPot,
  'air-vent': AirVent,
  'battery-charging': BatteryCharging,
  trees: Trees,
  'flower-2': Flower2,
  music: Music,
  tv: Tv,
  dices: Dices,
  'gamepad-2': Gamepad2,
  trophy: Trophy,
  volleyball: Volleyball,
  dumbbell: Dumbbell,
  'user-check': UserCheck,
  utensils: Utensils,
  refrigerator: Refrigerator,
  'shower-head': ShowerHead,
  droplets: Droplets,
  cctv: Cctv,
  dog: Dog,
  tent: Tent,
  fence: Fence,
  zap: Zap,
  check: Check,
};

/** An icon's drawing (its <svg>'s children, as lucide-react renders them) as a <symbol>. */
function symbol(id: AmenityIcon): string {
  const Icon = LUCIDE[id];
  const svg = renderToStaticMarkup(<Icon />);
  const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  return `<symbol id="${id}" viewBox="0 0 24 24">${inner}</symbol>`;
}

describe('amenity icons', () => {
  it('draws each icon in the sprite as lucide-react does', async () => {
    const sprite = [
      '<svg xmlns="http://www.w3.org/2000/svg">',
      '<!-- lucide-react icons (ISC licence, https://lucide.dev), written by features/property/__tests__/amenity-icons.test.tsx -->',
      ...AMENITY_ICONS.map(symbol),
      '</svg>',
      '',
    ].join('\n');
    await expect(sprite).toMatchFileSnapshot('../components/amenity-icons.svg');
  });

  it('picks an icon by keyword, and a tick for anything else', () => {
    expect(amenityIcon('Swimming pool')).toBe('waves');
    expect(amenityIcon('Wi-Fi')).toBe('wifi');
    expect(amenityIcon('BBQ grill')).toBe('flame');
    expect(amenityIcon('Indoor games (carrom, chess)')).toBe('dices');
    expect(amenityIcon('Rain dance')).toBe('droplets');
    expect(amenityIcon('Telescope')).toBe('check');
  });

  it('shows each amenity with its icon from the sprite, hidden from screen readers', () => {
    render(<Amenities amenities={['Swimming pool', 'Telescope']} />);
    const [pool, other] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(pool).toHaveTextContent('Swimming pool');
    const icon = pool.querySelector('svg')!;
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon.querySelector('use')!.getAttribute('href')).toMatch(/amenity-icons.*\.svg(\?[^#]*)?#waves$/);
    expect(other).toHaveTextContent('Telescope');
    expect(other.querySelector('use')!.getAttribute('href')).toMatch(/#check$/);
  });
});
