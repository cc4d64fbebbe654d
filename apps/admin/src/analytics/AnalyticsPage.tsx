// The console's Analytics screen (PRODUCT.md §6 "Analytics Dashboard", PRODUCT.md "Analytics") at
// /admin/analytics: the marketplace over the last 7, 30 or 90 days (?days=, Asia/Kolkata) from
// GET /api/v1/admin/analytics — figures, the search → view → contact → book funnel, traffic and
// bookings per day, top localities and listings, and web vitals p75 by page type.
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Skeleton,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { RecordLink } from '../components/RecordLink';
import { SimpleTable } from '../components/SimpleTable';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from '../config/constants';
import { StatCard } from '../dashboard/StatCard';
import type { AdminDataProvider } from '../lib/dataProvider';
import type { AdminAnalytics } from '../types/api';
import { formatIstDate } from '../lib/format';
import {
  dailySentence,
  formatCount,
  formatShare,
  formatWholeRupees,
  funnelSentence,
  periodRange,
  periodWords,
} from './figures';
import { WebVitalsTable } from './WebVitalsTable';

// recharts is most of the console's download: asked for once, when the first chart shows.
let chartsModule: Promise<typeof import('./charts')> | undefined;
const loadCharts = () => (chartsModule ??= import('./charts'));
const FunnelChart = lazy(() => loadCharts().then((m) => ({ default: m.FunnelChart })));
const DailyChart = lazy(() => loadCharts().then((m) => ({ default: m.DailyChart })));

function readPeriod(value: string | null): AnalyticsPeriod {
  const days = Number(value);
  return (ANALYTICS_PERIODS as readonly number[]).includes(days) ? (days as AnalyticsPeriod) : DEFAULT_ANALYTICS_PERIOD;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `analytics-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A chart with its figures in words: a caption anyone can read, and the chart for the eye. */
function ChartFigure({
  caption,
  testId,
  height,
  children,
}: {
  caption: string;
  testId: string;
  height: number;
  children: ReactNode;
}) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {caption}
      </Typography>
      <Box aria-hidden="true" data-testid={testId} sx={{ width: '100%', minHeight: height }}>
        <Suspense fallback={<Skeleton variant="rectangular" height={height} />}>{children}</Suspense>
      </Box>
    </Box>
  );
}

export function AnalyticsPage() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params.get('days'));
  const range = periodRange(period);
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery({
    queryKey: ['admin', 'analytics', range.from, range.to],
    queryFn: () => dataProvider.getAnalytics(range),
    // The old figures stay (marked busy) while another period loads.
    placeholderData: keepPreviousData,
    // The error has a Try again button; silent retries would only delay it.
    retry: false,
  });

  function choose(days: AnalyticsPeriod) {
    const next = new URLSearchParams(params);
    if (days === DEFAULT_ANALYTICS_PERIOD) next.delete('days');
    else next.set('days', String(days));
    setParams(next, { replace: true });
  }

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="Analytics" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label="Period"
          value={period}
          onChange={(_event, days: AnalyticsPeriod | null) => {
            if (days !== null) choose(days);
          }}
        >
          {ANALYTICS_PERIODS.map((days) => (
            <ToggleButton key={days} value={days} sx={{ px: 2 }}>
              {days} days
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography color="text.secondary">
          {formatIstDate(range.from, true)} to {formatIstDate(range.to, true)} (India time)
        </Typography>
      </Box>

      {error && !data ? (
        <Alert
          severity="error"
          sx={{ mt: 3 }}
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          The analytics could not be loaded{error instanceof Error && error.message ? `: ${error.message}` : '.'}
        </Alert>
      ) : isPending || !data ? (
        <Box sx={{ mt: 3 }} aria-busy="true" aria-label="Loading the analytics">
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={280} sx={{ mt: 2 }} />
        </Box>
      ) : (
        <Box aria-busy={isPlaceholderData} sx={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <Report data={data} />
        </Box>
      )}
    </Box>
  );
}

function Report({ data }: { data: AdminAnalytics }) {
  const { totals } = data;
  const quiet = data.daily.every((day) => day.searches === 0 && day.views === 0 && day.bookings === 0);
  return (
    <>
      <Section title="Figures">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <StatCard label="Searches" value={formatCount(totals.searches)} />
          <StatCard label="Views" value={formatCount(totals.views)} />
          <StatCard label="Contact clicks" value={formatCount(totals.contactClicks)} />
          <StatCard label="Bookings" value={formatCount(totals.bookings)} />
          <StatCard label="GMV" value={formatWholeRupees(totals.gmv)} />
          {totals.takeRate !== undefined && <StatCard label="Take rate" value={formatShare(totals.takeRate)} />}
          {totals.platformRevenue !== undefined && (
            <StatCard label="Platform revenue" value={formatWholeRupees(totals.platformRevenue)} />
          )}
          <StatCard label="Cancellations" value={formatCount(totals.cancellations)} />
          <StatCard label="New users" value={formatCount(totals.newUsers)} />
          <StatCard label="New owners" value={formatCount(totals.newOwners)} />
          {totals.leads !== undefined && <StatCard label="Leads" value={formatCount(totals.leads)} />}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Bookings made from {periodWords(data)}; GMV is the value of the {formatCount(totals.confirmed)} confirmed
          among them.
        </Typography>
      </Section>

      <Section title="Funnel">
        <Card variant="outlined">
          <CardContent>
            <ChartFigure caption={funnelSentence(data.funnel)} testId="funnel-chart" height={200}>
              <FunnelChart funnel={data.funnel} />
            </ChartFigure>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              Sessions at each step (from the last 90 days&apos; events), then bookings made.
            </Typography>
          </CardContent>
        </Card>
      </Section>

      <Section title="Per day">
        <Card variant="outlined">
          <CardContent>
            {quiet ? (
              <Typography color="text.secondary">No searches, views or bookings in this period.</Typography>
            ) : (
              <>
                <ChartFigure caption={dailySentence(data)} testId="daily-chart" height={280}>
                  <DailyChart daily={data.daily} />
                </ChartFigure>
                <Box component="details" sx={{ mt: 2 }}>
                  <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 600 }}>
                    The figures per day
                  </Box>
                  <SimpleTable
                    label="Searches, views, bookings and GMV per day"
                    rows={data.daily}
                    rowKey={(day) => day.date}
                    empty="No days in this period."
                    columns={[
                      { header: 'Date', render: (day) => formatIstDate(day.date, true) },
                      { header: 'Searches', align: 'right', render: (day) => formatCount(day.searches) },
                      { header: 'Views', align: 'right', render: (day) => formatCount(day.views) },
                      { header: 'Bookings', align: 'right', render: (day) => formatCount(day.bookings) },
                      { header: 'GMV', align: 'right', render: (day) => formatWholeRupees(day.gmv) },
                    ]}
                  />
                </Box>
              </>
            )}
          </CardContent>
        </Card>
      </Section>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <Section title="Top localities">
          <Card variant="outlined">
            <CardContent>
              <SimpleTable
                label="Top localities by bookings, then views"
                rows={data.topLocalities}
                rowKey={(l) => l.slug}
                empty="No views or bookings in this period."
                columns={[
                  { header: 'Locality', render: (l) => l.name },
                  { header: 'Views', align: 'right', render: (l) => formatCount(l.views) },
                  { header: 'Bookings', align: 'right', render: (l) => formatCount(l.bookings) },
                ]}
              />
            </CardContent>
          </Card>
        </Section>
        <Section title="Top listings">
          <Card variant="outlined">
            <CardContent>
              <SimpleTable
                label="Top listings by bookings, then views"
                rows={data.topListings}
                rowKey={(l) => l.id}
                empty="No views or bookings in this period."
                columns={[
                  {
                    header: 'Listing',
                    render: (l) => (
                      <RecordLink resource="properties" id={l.id}>
                        {l.title}
                      </RecordLink>
                    ),
                  },
                  { header: 'Views', align: 'right', render: (l) => formatCount(l.views) },
                  { header: 'Bookings', align: 'right', render: (l) => formatCount(l.bookings) },
                  { header: 'GMV', align: 'right', render: (l) => formatWholeRupees(l.gmv) },
                ]}
              />
            </CardContent>
          </Card>
        </Section>
      </Box>

      <Section title="Web vitals">
        <Card variant="outlined">
          <CardContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              The 75th percentile of the guests&apos; performance reports, rated against Google&apos;s thresholds.
            </Typography>
            <WebVitalsTable vitals={data.webVitals} />
          </CardContent>
        </Card>
      </Section>
    </>
  );
}
