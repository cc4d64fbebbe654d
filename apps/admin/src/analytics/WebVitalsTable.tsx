// Web vitals p75 by page type: one row per page type, one column per metric, each value with
// Google's rating as a word on a coloured chip (the colour is never the only signal) and the
// number of samples behind it; a key below gives the metrics' names and thresholds.
import { Box, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { AdminAnalytics } from '../types/api';
import { formatCount, pageTypeLabel } from './figures';
import {
  VITAL_RATING_LABELS,
  WEB_VITAL_METRICS,
  WEB_VITAL_NAMES,
  WEB_VITAL_THRESHOLDS,
  formatVital,
  rateVital,
  type VitalRating,
} from './webVitals';

type Vital = AdminAnalytics['webVitals'][number];

const PAGE_ORDER = ['home', 'search', 'locality', 'property', 'booking', 'other'];
const CHIP_COLOR: Record<VitalRating, 'success' | 'warning' | 'error'> = {
  good: 'success',
  'needs-improvement': 'warning',
  poor: 'error',
};

const rank = (pageType: string) => {
  const i = PAGE_ORDER.indexOf(pageType);
  return i === -1 ? PAGE_ORDER.length : i;
};

function VitalCell({ vital }: { vital: Vital | undefined }) {
  if (!vital) {
    return (
      <TableCell align="right">
        <span aria-label="No reports">—</span>
      </TableCell>
    );
  }
  const rating = rateVital(vital.metric, vital.p75);
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {formatVital(vital.metric, vital.p75)}
      </Box>
      {rating && <Chip size="small" label={VITAL_RATING_LABELS[rating]} color={CHIP_COLOR[rating]} sx={{ ml: 1 }} />}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {formatCount(vital.samples)} {vital.samples === 1 ? 'sample' : 'samples'}
      </Typography>
    </TableCell>
  );
}

const thresholdWords = (metric: (typeof WEB_VITAL_METRICS)[number]) => {
  const { good, poor } = WEB_VITAL_THRESHOLDS[metric];
  return `good up to ${formatVital(metric, good)}, poor above ${formatVital(metric, poor)}`;
};

export function WebVitalsTable({ vitals }: { vitals: AdminAnalytics['webVitals'] }) {
  if (vitals.length === 0) {
    return <Typography color="text.secondary">No performance reports in this period.</Typography>;
  }
  const pageTypes = [...new Set(vitals.map((v) => v.pageType))].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const metrics: string[] = WEB_VITAL_METRICS.filter((m) => vitals.some((v) => v.metric === m));
  if (vitals.some((v) => v.metric === 'sessionDuration')) metrics.push('sessionDuration');
  const find = (pageType: string, metric: string) => vitals.find((v) => v.pageType === pageType && v.metric === metric);
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Web vitals, 75th percentile by page type">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Page type
              </TableCell>
              {metrics.map((metric) => (
                <TableCell key={metric} component="th" scope="col" align="right">
                  {metric === 'sessionDuration' ? 'Session length' : metric}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {pageTypes.map((pageType) => (
              <TableRow key={pageType}>
                <TableCell component="th" scope="row">
                  {pageTypeLabel(pageType)}
                </TableCell>
                {metrics.map((metric) => (
                  <VitalCell key={metric} vital={find(pageType, metric)} />
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography component="ul" variant="body2" color="text.secondary" sx={{ mt: 1.5, mb: 0, pl: 2.5 }}>
        {WEB_VITAL_METRICS.filter((m) => metrics.includes(m)).map((metric) => (
          <li key={metric}>
            {metric}: {WEB_VITAL_NAMES[metric]} ({thresholdWords(metric)})
          </li>
        ))}
      </Typography>
    </>
  );
}
