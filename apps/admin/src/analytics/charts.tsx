// The Analytics screen's charts, the only module of it that imports recharts: the page loads it
// lazily. Each chart pictures figures the page also gives as text (a caption and a table), so
// the charts are hidden from assistive technology and take no keyboard focus.
import { useTheme } from '@mui/material';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  LabelList,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AdminAnalytics } from '../types/api';
import { formatIstDate } from '../lib/format';
import { formatCount, funnelLabel } from './figures';

/** Search → view → contact → book, one horizontal bar each, with its count at the end. */
export function FunnelChart({ funnel }: { funnel: AdminAnalytics['funnel'] }) {
  const theme = useTheme();
  const data = funnel.map((step) => ({ label: funnelLabel(step.step), count: step.count }));
  return (
    <ResponsiveContainer
      width="100%"
      height={Math.max(160, data.length * 48)}
      initialDimension={{ width: 800, height: 200 }}
    >
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 4, right: 56, bottom: 4, left: 8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tickFormatter={(v: number) => formatCount(v)} />
        <YAxis type="category" dataKey="label" width={132} />
        <Tooltip formatter={(value) => formatCount(Number(value))} />
        <Bar dataKey="count" name="Count" fill={theme.palette.primary.main} isAnimationActive={false}>
          <LabelList dataKey="count" position="right" formatter={(value) => formatCount(Number(value))} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Searches and views (lines, left axis) and bookings (bars, right axis) per IST day. */
export function DailyChart({ daily }: { daily: AdminAnalytics['daily'] }) {
  const theme = useTheme();
  return (
    <ResponsiveContainer width="100%" height={280} initialDimension={{ width: 800, height: 280 }}>
      <ComposedChart data={daily} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="date" tickFormatter={(d: string) => formatIstDate(d)} minTickGap={16} />
        <YAxis yAxisId="traffic" allowDecimals={false} width={48} tickFormatter={(v: number) => formatCount(v)} />
        <YAxis yAxisId="bookings" orientation="right" allowDecimals={false} width={32} />
        <Tooltip
          labelFormatter={(d) => formatIstDate(String(d), true)}
          formatter={(value) => formatCount(Number(value))}
        />
        <Legend />
        <Bar
          yAxisId="bookings"
          dataKey="bookings"
          name="Bookings"
          fill={theme.palette.success.main}
          isAnimationActive={false}
        />
        <Line
          yAxisId="traffic"
          dataKey="views"
          name="Views"
          type="monotone"
          stroke={theme.palette.primary.main}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          yAxisId="traffic"
          dataKey="searches"
          name="Searches"
          type="monotone"
          stroke={theme.palette.info.main}
          strokeWidth={2}
          strokeDasharray="6 3"
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
