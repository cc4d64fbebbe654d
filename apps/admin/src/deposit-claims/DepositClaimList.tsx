// The deposit claims queue: owners' claims on guests' security deposits, the disputed ones (which
// wait for staff's decision) first by default, oldest claim first.
import { DataTable, List, SelectInput } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { IstTime } from '../components/IstTime';
import { RecordLink } from '../components/RecordLink';
import { StatusChip } from '../components/StatusChip';
import { formatRupees } from '../lib/format';
import { DEPOSIT_CLAIM_STATUS_FILTER, DEPOSIT_STATUS_CHOICES, selectChoices } from '../lib/labels';
import type { DepositClaimRecord } from '../types/api';

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={selectChoices(DEPOSIT_CLAIM_STATUS_FILTER)}
    alwaysOn
  />,
];

export function DepositClaimList() {
  return (
    <List
      title="Deposit claims"
      sort={{ field: 'claimedAt', order: 'ASC' }}
      filterDefaultValues={{ status: 'disputed' }}
      perPage={25}
      exporter={false}
      filters={filters}
      empty={<EmptyState title="No deposit claims" detail="Owners' claims on security deposits appear here." />}
    >
      <DataTable<DepositClaimRecord>
        bulkActionButtons={false}
        rowClick="show"
        empty={<EmptyState title="No claims match these filters" />}
      >
        <DataTable.Col
          source="bookingCode"
          label="Booking"
          disableSort
          render={(r) => (
            <RecordLink resource="bookings" id={r.id}>
              {r.bookingCode}
            </RecordLink>
          )}
        />
        <DataTable.Col source="propertyTitle" label="Farmhouse" disableSort />
        <DataTable.Col
          source="claimAmountPaise"
          label="Claimed"
          render={(r) => `${formatRupees(r.claimAmountPaise)} of ${formatRupees(r.amountPaise)}`}
        />
        <DataTable.Col source="method" label="Paid" disableSort />
        <DataTable.Col
          source="status"
          label="Status"
          disableSort
          render={(r) => <StatusChip set={DEPOSIT_STATUS_CHOICES} value={r.status} />}
        />
        <DataTable.Col source="claimedAt" label="Claimed (IST)" render={(r) => <IstTime value={r.claimedAt} />} />
      </DataTable>
    </List>
  );
}
