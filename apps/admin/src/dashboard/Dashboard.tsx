// The admin's landing page: a greeting, today's and this week's figures, what waits for an admin
// (listings to review, refunds pending) and bookings and GMV over the last 30 days; the week's and
// the 30 days' figures lead to the Analytics screen for more.
import { Alert, Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useCreatePath, useDataProvider, useGetIdentity } from 'react-admin';
import { ANALYTICS_PATH, REVIEW_QUEUE_PATH } from '../config/constants';
import type { AdminDataProvider } from '../lib/dataProvider';
import { formatRupees } from '../lib/format';
import { StatCard } from './StatCard';

// The charting library is most of the console's download; only the dashboard's chart needs it.
const BookingsChart = lazy(() => import('./BookingsChart').then((m) => ({ default: m.BookingsChart })));

/** A group's heading, with a link to where its figures go on (the Analytics screen) when given. */
function GroupHeading({ id, title, more }: { id: string; title: string; more?: { to: string; label: string } }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, mb: 1 }}>
      <Typography id={id} component="h2" variant="h6">
        {title}
      </Typography>
      {more && (
        <Button component={RouterLink} to={more.to} size="small">
          {more.label}
        </Button>
      )}
    </Box>
  );
}

function Group({
  title,
  more,
  children,
}: {
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  const id = `dashboard-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <GroupHeading id={id} title={title} more={more} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** GMV counts only bookings their owner confirmed: say so, or a day of requests reads as ₹0 for nothing. */
function gmvNote({ bookings, confirmed }: { bookings: number; confirmed: number }): string {
  const of = `From ${confirmed} confirmed ${confirmed === 1 ? 'booking' : 'bookings'}`;
  const waiting = bookings - confirmed;
  return waiting > 0
    ? `${of}; the other ${waiting} are not confirmed (waiting, cancelled, declined or expired).`
    : `${of}.`;
}

export function Dashboard() {
  const { identity, isPending: identityPending } = useGetIdentity();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const createPath = useCreatePath();
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => dataProvider.getDashboard(),
    // The error has a Try again button; silent retries would only delay it.
    retry: false,
  });
  const refundsPendingPath = `${createPath({ resource: 'refunds', type: 'list' })}?filter=${encodeURIComponent(
    JSON.stringify({ status: 'pending' }),
  )}`;

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="Dashboard" />
      <Card component="section" aria-label="Welcome">
        <CardContent>
          <Typography variant="body1" color="text.secondary">
            {identityPending ? '\u00a0' : `Welcome, ${identity?.fullName ?? 'Admin'}.`}
          </Typography>
        </CardContent>
      </Card>

      {error ? (
        <Alert
          severity="error"
          sx={{ mt: 3 }}
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          The figures could not be loaded{error instanceof Error && error.message ? `: ${error.message}` : '.'}
        </Alert>
      ) : isPending || !data ? (
        <Box sx={{ mt: 3 }} aria-busy="true" aria-label="Loading the figures">
          <Skeleton variant="rounded" height={120} />
        </Box>
      ) : (
        <>
          <Group title="Today">
            <StatCard label="Bookings today" value={data.today.bookings} />
            <StatCard label="GMV today" value={formatRupees(data.today.gmvPaise)} note={gmvNote(data.today)} />
          </Group>
          <Group title="This week" more={{ to: `${ANALYTICS_PATH}?days=7`, label: 'Last 7 days in Analytics' }}>
            <StatCard label="Bookings this week" value={data.week.bookings} />
            <StatCard label="GMV this week" value={formatRupees(data.week.gmvPaise)} note={gmvNote(data.week)} />
            <StatCard label="Cancellations this week" value={data.week.cancellations} />
            {/* Counted as the Analytics screen counts them: guests and owners apart. */}
            <StatCard label="New users this week" value={data.week.newUsers} />
            <StatCard label="New owners this week" value={data.week.newOwners} />
          </Group>
          <Group title="Waiting for an admin">
            <StatCard
              label="Listings waiting for review"
              value={data.pendingReview}
              action={
                <Button component={RouterLink} to={REVIEW_QUEUE_PATH} size="small">
                  Open the review queue
                </Button>
              }
            />
            <StatCard
              label="Refunds pending"
              value={data.refundsPending}
              action={
                <Button component={RouterLink} to={refundsPendingPath} size="small">
                  See pending refunds
                </Button>
              }
            />
          </Group>
          <Box component="section" aria-labelledby="dashboard-last-30-days" sx={{ mt: 3 }}>
            <GroupHeading
              id="dashboard-last-30-days"
              title="Last 30 days"
              more={{ to: ANALYTICS_PATH, label: 'Open Analytics' }}
            />
            <Card variant="outlined">
              <CardContent>
                <Suspense fallback={<Skeleton variant="rectangular" height={280} />}>
                  <BookingsChart series={data.series} />
                </Suspense>
              </CardContent>
            </Card>
          </Box>
        </>
      )}
    </Box>
  );
}
