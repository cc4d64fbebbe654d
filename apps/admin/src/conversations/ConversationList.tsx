// Guest–owner conversations, read-only, most recent first; "reported" narrows to those where one
// side blocked the other.
import { Chip } from '@mui/material';
import { DataTable, List, NullableBooleanInput } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { IstTime } from '../components/IstTime';
import type { ConversationRecord } from '../types/api';

const filters = [<NullableBooleanInput key="reported" source="reported" label="Reported" alwaysOn />];

export function ConversationList() {
  return (
    <List
      title="Conversations"
      sort={{ field: 'lastMessageAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      filters={filters}
      empty={<EmptyState title="No conversations yet" />}
    >
      <DataTable<ConversationRecord>
        bulkActionButtons={false}
        rowClick="show"
        empty={<EmptyState title="No conversations match these filters" />}
      >
        <DataTable.NumberCol source="id" label="Id" options={{ useGrouping: false }} />
        <DataTable.Col source="propertyTitle" label="Property" disableSort />
        <DataTable.Col source="guestName" label="Guest" disableSort />
        <DataTable.Col source="ownerName" label="Owner" disableSort />
        <DataTable.NumberCol source="messageCount" label="Messages" disableSort />
        <DataTable.Col
          source="blocked"
          label="Blocked"
          disableSort
          render={(r) => (r.blocked ? <Chip size="small" color="error" label="Blocked" /> : 'No')}
        />
        <DataTable.Col
          source="lastMessageAt"
          label="Last message (IST)"
          render={(r) => <IstTime value={r.lastMessageAt} />}
        />
      </DataTable>
    </List>
  );
}
