// The analytics page's charts, the only module that imports recharts: the page loads it lazily,
// so the charting code never reaches the guest entry or a guest route. Each chart is a picture
// of figures the page also gives as text (a caption and a table), so the charts are hidden from
// assistive technology and take no keyboard focus.
import {
  Area,
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatINR, formatNumber, formatRating } from '@/lib/format';
import { useLingui } from '@/i18n/react';
import type { OwnerAnalytics } from '../api/analytics';
import { formatShortDate, formatShortMonth, weekdayName, weekdayShort } from './figures';
import './messages';

/** Colours of the theme (index.css) with at least 3:1 against white (WCAG 1.4.11). */
const VIEWS = '#c2410c'; // brand-600
const BOOKINGS = '#166534'; // leaf-700
const REVENUE = '#9a3412'; // brand-700
const RATING = '#b45309'; // star, as the stars of the reviews
const TICKS = '#57504a'; // ink-600
const GRID = '#efe3cf'; // sand-200

const HEIGHT = 220;
const tick = { fill: TICKS, fontSize: 12 };

export function ViewsBookingsChart({ daily }: { daily: OwnerAnalytics['daily'] }) {
  const { _ } = useLingui();
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <ComposedChart data={daily} margin={{ top: 8, right: 4, bottom: 0, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="date" tickFormatter={formatShortDate} tick={tick} minTickGap={24} />
        <YAxis yAxisId="views" allowDecimals={false} tick={tick} />
        <YAxis yAxisId="bookings" orientation="right" allowDecimals={false} tick={tick} width={28} />
        <Tooltip
          labelFormatter={(label) => formatShortDate(String(label))}
          formatter={(value) => formatNumber(Number(value))}
        />
        <Legend wrapperStyle={{ fontSize: 13, color: TICKS }} />
        <Area
          yAxisId="views"
          type="monotone"
          dataKey="views"
          name={_('analytics.views')}
          stroke={VIEWS}
          strokeWidth={2}
          fill={VIEWS}
          fillOpacity={0.12}
          isAnimationActive={false}
        />
        <Line
          yAxisId="bookings"
          type="monotone"
          dataKey="bookings"
          name={_('analytics.bookings')}
          stroke={BOOKINGS}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

export function RevenueChart({ daily }: { daily: OwnerAnalytics['daily'] }) {
  const { _ } = useLingui();
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart data={daily} margin={{ top: 8, right: 4, bottom: 0, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="date" tickFormatter={formatShortDate} tick={tick} minTickGap={24} />
        <YAxis tick={tick} tickFormatter={(value: number) => formatINR(value)} width={72} />
        <Tooltip
          labelFormatter={(label) => formatShortDate(String(label))}
          formatter={(value) => formatINR(Number(value))}
        />
        <Bar dataKey="revenue" name={_('analytics.revenue')} fill={REVENUE} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function WeekdayChart({ byWeekday }: { byWeekday: OwnerAnalytics['byWeekday'] }) {
  const { _ } = useLingui();
  return (
    <ResponsiveContainer width="100%" height={180}>
      <BarChart data={byWeekday} margin={{ top: 8, right: 4, bottom: 0, left: -24 }} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="weekday" tickFormatter={weekdayShort} tick={tick} interval={0} />
        <YAxis allowDecimals={false} tick={tick} />
        <Tooltip
          labelFormatter={(label) => weekdayName(String(label))}
          formatter={(value) => formatNumber(Number(value))}
        />
        <Bar dataKey="stays" name={_('analytics.stays')} fill={BOOKINGS} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** The average rating of each month's reviews, on the 1–5 scale; every month is a dot. */
export function RatingTrendChart({ ratingTrend }: { ratingTrend: OwnerAnalytics['ratingTrend'] }) {
  const { _ } = useLingui();
  return (
    <ResponsiveContainer width="100%" height={180}>
      <LineChart data={ratingTrend} margin={{ top: 8, right: 12, bottom: 0, left: -24 }} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="month" tickFormatter={formatShortMonth} tick={tick} minTickGap={16} />
        <YAxis domain={[1, 5]} ticks={[1, 2, 3, 4, 5]} tick={tick} />
        <Tooltip
          labelFormatter={(label) => formatShortMonth(String(label))}
          formatter={(value) => _('analytics.outOf5', { rating: formatRating(Number(value)) })}
        />
        <Line
          type="monotone"
          dataKey="average"
          name={_('analytics.averageRating')}
          stroke={RATING}
          strokeWidth={2}
          dot={{ r: 4, fill: RATING }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
