// The audit trail, newest first and read-only: who (and in what role, from which channel) did
// what to which record, why, and what it was before and after.
import { Box } from '@mui/material';
import { DataTable, DateInput, List, NumberInput, SelectInput, TextInput } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { IstTime } from '../components/IstTime';
import { RecordLink } from '../components/RecordLink';
import { AUDIT_CHANNEL_CHOICES, labelOf, selectChoices } from '../lib/labels';
import type { AuditRecord } from '../types/api';

const filters = [
  <TextInput key="action" source="action" label="Action" alwaysOn />,
  <SelectInput
    key="channel"
    source="channel"
    label="Channel"
    choices={selectChoices(AUDIT_CHANNEL_CHOICES)}
    alwaysOn
  />,
  <TextInput key="targetKind" source="targetKind" label="Target kind" alwaysOn />,
  <NumberInput key="userId" source="userId" label="User id" alwaysOn />,
  <NumberInput key="bookingId" source="bookingId" label="Booking id" />,
  <TextInput key="targetId" source="targetId" label="Target id" />,
  // IST days: the server reads a date as its start in Asia/Kolkata; `until` is exclusive.
  <DateInput key="since" source="since" label="Since (IST day)" alwaysOn />,
  <DateInput key="until" source="until" label="Until (IST day, not included)" alwaysOn />,
];

/** A before/after value as compact JSON, or — when absent. */
function Snapshot({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <>—</>;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return (
    <Box component="code" sx={{ fontSize: '0.75rem', overflowWrap: 'anywhere', display: 'block', maxWidth: 260 }}>
      {text}
    </Box>
  );
}

const TARGET_RESOURCES: Record<string, string> = {
  user: 'users',
  property: 'properties',
  booking: 'bookings',
  conversation: 'conversations',
};

export function AuditList() {
  return (
    <List
      title="Audit log"
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      exporter={false}
      filters={filters}
      empty={<EmptyState title="No audit entries yet" detail="Every action on someone else's data is recorded here." />}
    >
      <DataTable<AuditRecord>
        bulkActionButtons={false}
        rowClick={false}
        empty={<EmptyState title="No entries match these filters" />}
      >
        <DataTable.Col source="createdAt" label="Time (IST)" render={(r) => <IstTime value={r.createdAt} />} />
        <DataTable.Col source="actor" label="Who" disableSort />
        <DataTable.Col source="actorRole" label="Role" disableSort />
        <DataTable.Col
          source="channel"
          label="Channel"
          disableSort
          render={(r) => labelOf(AUDIT_CHANNEL_CHOICES, r.channel)}
        />
        <DataTable.Col source="action" label="Action" disableSort />
        <DataTable.Col
          source="targetKind"
          label="Target"
          disableSort
          render={(r) => {
            const text = `${r.targetKind}${r.targetId != null ? ` ${r.targetId}` : ''}`;
            const resource = TARGET_RESOURCES[r.targetKind];
            // A booking's row names it by its code (targetId "HE-…"); its page is at its id.
            const id = r.targetKind === 'booking' ? (r.bookingId ?? null) : r.targetId;
            return resource && id != null ? (
              <RecordLink resource={resource} id={id}>
                {text}
              </RecordLink>
            ) : (
              text
            );
          }}
        />
        <DataTable.Col source="reason" label="Reason" disableSort render={(r) => r.reason ?? '—'} />
        <DataTable.Col source="before" label="Before" disableSort render={(r) => <Snapshot value={r.before} />} />
        <DataTable.Col source="after" label="After" disableSort render={(r) => <Snapshot value={r.after} />} />
      </DataTable>
    </List>
  );
}
