// One conversation, read-only: who talks about which property, and the messages in order.
import { Alert, Box, List as MuiList, ListItem, Typography } from '@mui/material';
import { Show, useRecordContext } from 'react-admin';
import { DetailList, Section } from '../components/DetailList';
import { IstTime } from '../components/IstTime';
import { RecordLink } from '../components/RecordLink';
import type { ConversationRecord } from '../types/api';

function ConversationTitle() {
  const record = useRecordContext<ConversationRecord>();
  return <>{record ? `Conversation about ${record.propertyTitle}` : 'Conversation'}</>;
}

function ConversationDetails() {
  const record = useRecordContext<ConversationRecord>();
  if (!record) return null;
  const messages = record.messages ?? [];
  return (
    <Box sx={{ p: 2 }}>
      {record.blocked && <Alert severity="warning">One side blocked the other.</Alert>}
      <Section title="People">
        <DetailList
          items={[
            [
              'Property',
              <RecordLink key="p" resource="properties" id={record.propertyId}>
                {record.propertyTitle}
              </RecordLink>,
            ],
            [
              'Guest',
              <RecordLink key="g" resource="users" id={record.guestId}>
                {record.guestName}
              </RecordLink>,
            ],
            [
              'Owner',
              <RecordLink key="o" resource="users" id={record.ownerId}>
                {record.ownerName}
              </RecordLink>,
            ],
          ]}
        />
      </Section>
      <Section title={`Messages (${messages.length})`}>
        {messages.length === 0 ? (
          <Typography color="text.secondary">No messages.</Typography>
        ) : (
          <MuiList aria-label="Messages" dense>
            {messages.map((m) => (
              <ListItem key={m.id} divider sx={{ display: 'block' }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {m.senderName}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    · <IstTime value={m.createdAt} />
                  </Typography>
                </Typography>
                <Typography variant="body1" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {m.body}
                </Typography>
              </ListItem>
            ))}
          </MuiList>
        )}
      </Section>
    </Box>
  );
}

export function ConversationShow() {
  return (
    <Show title={<ConversationTitle />} actions={false}>
      <ConversationDetails />
    </Show>
  );
}
