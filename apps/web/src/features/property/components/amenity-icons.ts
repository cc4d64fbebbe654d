// An icon for each amenity name the owners use, matched by keyword; unknown amenities get a tick.
// The icons are lucide's, drawn from an SVG sprite (./amenity-icons.svg, one <symbol> per id, made
// from lucide-react by __tests__/amenity-icons.test.tsx) rather than as components: their paths
// are then an image the browser caches, not ~3.5 KiB of the property page's JavaScript.
// Never inlined as a data: URL, which an <svg><use> cannot point into.
import sprite from './amenity-icons.svg?no-inline';

/** The sprite's symbol ids: lucide's icon names. */
export const AMENITY_ICONS = [
  'waves',
  'wifi',
  'car',
  'flame',
  'cooking-pot',
  'air-vent',
  'battery-charging',
  'trees',
  'flower-2',
  'music',
  'tv',
  'dices',
  'gamepad-2',
  'trophy',
  'volleyball',
  'dumbbell',
  'user-check',
  'utensils',
  'refrigerator',
  'shower-head',
  'droplets',
  'cctv',
  'dog',
  'tent',
  'fence',
  'zap',
  'check',
] as const;

export type AmenityIcon = (typeof AMENITY_ICONS)[number];

const rules: [RegExp, AmenityIcon][] = [
  [/pool|swim|jacuzzi/i, 'waves'],
  [/wi-?fi|internet/i, 'wifi'],
  [/parking|\bcar\b/i, 'car'],
  [/bonfire|fire ?pit|campfire/i, 'flame'],
  [/barbe?cue|bbq|grill/i, 'flame'],
  [/kitchen|cook/i, 'cooking-pot'],
  [/\ba\/?c\b|air.?condition/i, 'air-vent'],
  [/power|generator|inverter|backup/i, 'battery-charging'],
  [/lawn|garden|orchard|farm|mango|trees/i, 'trees'],
  [/flower/i, 'flower-2'],
  [/music|speaker|\bdj\b|sound/i, 'music'],
  [/\btv\b|television|projector/i, 'tv'],
  [/indoor game|carrom|chess|table tennis|board game/i, 'dices'],
  [/game|play ?station|xbox/i, 'gamepad-2'],
  [/cricket|football|sports|badminton/i, 'trophy'],
  [/volleyball/i, 'volleyball'],
  [/gym|fitness/i, 'dumbbell'],
  [/caretaker|staff|cook on call|housekeep/i, 'user-check'],
  [/dining|meals|food/i, 'utensils'],
  [/fridge|refrigerator/i, 'refrigerator'],
  [/hot water|geyser|shower/i, 'shower-head'],
  [/rain ?dance|water/i, 'droplets'],
  [/cctv|security|camera/i, 'cctv'],
  [/\bpets?\b/i, 'dog'],
  [/tent|camp/i, 'tent'],
  [/fence|gated|compound/i, 'fence'],
  [/electric|ev charg/i, 'zap'],
];

export function amenityIcon(name: string): AmenityIcon {
  return rules.find(([pattern]) => pattern.test(name))?.[1] ?? 'check';
}

/** The icon's address in the sprite, for an <svg><use href> of lucide's 24 × 24 stroke drawing. */
export function amenityIconHref(icon: AmenityIcon): string {
  return `${sprite}#${icon}`;
}
