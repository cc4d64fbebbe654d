// Bookings (bars, left axis) and GMV in ₹ (line, right axis) per IST day for the last 30 days.
// The figure carries a text summary for screen readers; the chart itself is decorative to them.
import { useTheme } from '@mui/material';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardFigures } from '../types/api';
import { formatIstDate, formatRupees } from '../lib/format';

const compactRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

export function BookingsChart({ series }: { series: DashboardFigures['series'] }) {
  const theme = useTheme();
  const data = series.map((day) => ({ ...day, gmvRupees: day.gmvPaise / 100 }));
  const totalBookings = series.reduce((sum, d) => sum + d.bookings, 0);
  const totalGmv = series.reduce((sum, d) => sum + d.gmvPaise, 0);
  const summary =
    series.length > 0
      ? `${totalBookings} bookings and ${formatRupees(totalGmv)} GMV from ${formatIstDate(series[0].date, true)} to ${formatIstDate(series[series.length - 1].date, true)}.`
      : 'No figures for the last 30 days.';
  return (
    <figure style={{ margin: 0 }} aria-label="Bookings and GMV over the last 30 days">
      <div role="img" aria-label={summary} data-testid="bookings-chart" style={{ width: '100%', height: 300 }}>
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 800, height: 300 }}>
          <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="date" tickFormatter={(d: string) => formatIstDate(d)} minTickGap={16} />
            <YAxis yAxisId="bookings" allowDecimals={false} width={40} />
            <YAxis
              yAxisId="gmv"
              orientation="right"
              width={72}
              tickFormatter={(v: number) => compactRupees.format(v)}
            />
            <Tooltip
              labelFormatter={(d) => formatIstDate(String(d), true)}
              formatter={(value, name) =>
                name === 'GMV' ? [formatRupees(Number(value) * 100), name] : [String(value), name]
              }
            />
            <Legend />
            <Bar yAxisId="bookings" dataKey="bookings" name="Bookings" fill={theme.palette.primary.main} />
            <Line
              yAxisId="gmv"
              dataKey="gmvRupees"
              name="GMV"
              type="monotone"
              stroke={theme.palette.success.main}
              strokeWidth={2}
              dot={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption style={{ marginTop: 8, color: theme.palette.text.secondary, fontSize: '0.875rem' }}>
        {summary}
      </figcaption>
    </figure>
  );
}
