// One figure of the dashboard: a label, the value, and optionally where to act on it.
import { Card, CardActions, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function StatCard({ label, value, action }: { label: string; value: ReactNode; action?: ReactNode }) {
  return (
    <Card variant="outlined" component="article" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography component="h3" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="p" variant="h5" sx={{ fontWeight: 700, mt: 0.5 }}>
          {value}
        </Typography>
      </CardContent>
      {action && <CardActions>{action}</CardActions>}
    </Card>
  );
}
