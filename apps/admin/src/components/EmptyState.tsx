// What a list shows when there is nothing in it: a sentence that says so, not a blank table.
import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';

export function EmptyState({ title, detail }: { title: string; detail?: string }) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      <InboxIcon sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography component="p" variant="h6" sx={{ color: 'text.primary' }}>
        {title}
      </Typography>
      {detail && <Typography variant="body2">{detail}</Typography>}
    </Box>
  );
}
