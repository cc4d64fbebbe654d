// The admin's landing page: for now a heading and a greeting; widgets come with the admin API.
import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity } from 'react-admin';

export function Dashboard() {
  const { identity, isPending } = useGetIdentity();
  return (
    <Card component="section" aria-labelledby="dashboard-heading" sx={{ mt: 2 }}>
      <Title title="Dashboard" />
      <CardContent>
        <Typography id="dashboard-heading" variant="h4" component="h1" gutterBottom>
          Dashboard
        </Typography>
        <Typography variant="body1" color="text.secondary">
          {isPending ? '\u00a0' : `Welcome, ${identity?.fullName ?? 'Admin'}.`}
        </Typography>
      </CardContent>
    </Card>
  );
}
