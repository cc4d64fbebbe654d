// One figure of the dashboard: a label, the value, and optionally a note on what it counts and
// where to act on it.
import { Card, CardActions, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

export function StatCard({
  label,
  value,
  note,
  action,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  action?: ReactNode;
}) {
  const id = useId();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={id}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Typography id={id} component="h3" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="p" variant="h5" sx={{ fontWeight: 700, mt: 0.5 }}>
          {value}
        </Typography>
        {note && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {note}
          </Typography>
        )}
      </CardContent>
      {action && <CardActions>{action}</CardActions>}
    </Card>
  );
}
