// Every payout to owners, newest first, filterable by status, owner and the day it was made; a
// failed or reversed one can be sent again.
import { DataTable, DateInput, List, NumberInput, SelectInput } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { IstTime } from '../components/IstTime';
import { RecordLink } from '../components/RecordLink';
import { StatusChip } from '../components/StatusChip';
import { formatPaise } from '../lib/format';
import { PAYOUT_STATUS_CHOICES, selectChoices } from '../lib/labels';
import { SendAgainButton } from './SendAgainButton';
import type { PayoutRecord } from '../types/api';

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={selectChoices(PAYOUT_STATUS_CHOICES)} alwaysOn />,
  <NumberInput key="ownerId" source="ownerId" label="Owner id" alwaysOn />,
  // IST days: the server reads a date as its start in Asia/Kolkata; `until` is exclusive.
  <DateInput key="since" source="since" label="Made since (IST day)" alwaysOn />,
  <DateInput key="until" source="until" label="Made until (IST day, not included)" alwaysOn />,
];

export function PayoutList() {
  return (
    <List
      title="Payouts"
      // The server sorts payouts by id only (newest first is the order they were made).
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      exporter={false}
      filters={filters}
      empty={<EmptyState title="No payouts yet" detail="Payouts appear here once the daily run pays owners." />}
    >
      <DataTable<PayoutRecord>
        bulkActionButtons={false}
        // Rows hold links and a dialog, whose clicks would bubble to a row click: the reference links instead.
        rowClick={false}
        empty={<EmptyState title="No payouts match these filters" />}
      >
        <DataTable.Col
          source="reference"
          label="Reference"
          disableSort
          render={(r) => (
            <RecordLink resource="payouts" id={r.id}>
              {r.reference}
            </RecordLink>
          )}
        />
        <DataTable.Col
          source="ownerName"
          label="Owner"
          disableSort
          render={(r) => (
            <RecordLink resource="users" id={r.ownerId}>
              {r.ownerName ?? `User ${r.ownerId}`}
            </RecordLink>
          )}
        />
        <DataTable.Col source="amountPaise" label="Amount" disableSort render={(r) => formatPaise(r.amountPaise)} />
        <DataTable.Col
          source="status"
          label="Status"
          disableSort
          render={(r) => <StatusChip set={PAYOUT_STATUS_CHOICES} value={r.status} />}
        />
        <DataTable.Col source="destination" label="Destination" disableSort render={(r) => r.destination || '—'} />
        <DataTable.Col source="utr" label="UTR" disableSort render={(r) => r.utr ?? '—'} />
        <DataTable.Col
          source="createdAt"
          label="Made at (IST)"
          disableSort
          render={(r) => <IstTime value={r.createdAt} />}
        />
        <DataTable.Col
          source="failureReason"
          label="Failure reason"
          disableSort
          render={(r) => r.failureReason ?? '—'}
        />
        <DataTable.Col<PayoutRecord> label="Actions" disableSort render={(r) => <SendAgainButton record={r} />} />
      </DataTable>
    </List>
  );
}
