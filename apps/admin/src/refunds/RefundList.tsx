// Every refund, newest first, filterable by status; a failed one can be sent to the provider again.
import ReplayIcon from '@mui/icons-material/Replay';
import { DataTable, List, NumberInput, SelectInput } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { IstTime } from '../components/IstTime';
import { RecordActionButton } from '../components/RecordActionButton';
import { RecordLink } from '../components/RecordLink';
import { StatusChip } from '../components/StatusChip';
import { formatRupees } from '../lib/format';
import { REFUND_STATUS_CHOICES, selectChoices } from '../lib/labels';
import type { RefundRecord } from '../types/api';

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={selectChoices(REFUND_STATUS_CHOICES)} alwaysOn />,
  <NumberInput key="bookingId" source="bookingId" label="Booking id" alwaysOn />,
];

export function RefundList() {
  return (
    <List
      title="Refunds"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      filters={filters}
      empty={<EmptyState title="No refunds yet" detail="Refunds appear here when bookings are cancelled." />}
    >
      <DataTable<RefundRecord>
        bulkActionButtons={false}
        rowClick={false}
        empty={<EmptyState title="No refunds match these filters" />}
      >
        <DataTable.NumberCol source="id" label="Id" options={{ useGrouping: false }} />
        <DataTable.Col
          source="bookingCode"
          label="Booking"
          disableSort
          render={(r) => (
            <RecordLink resource="bookings" id={r.bookingId}>
              {r.bookingCode}
            </RecordLink>
          )}
        />
        <DataTable.Col source="amountPaise" label="Amount" render={(r) => formatRupees(r.amountPaise)} />
        <DataTable.Col
          source="status"
          label="Status"
          disableSort
          render={(r) => <StatusChip set={REFUND_STATUS_CHOICES} value={r.status} />}
        />
        <DataTable.Col source="attempts" label="Attempts" disableSort />
        <DataTable.Col source="lastError" label="Last error" disableSort render={(r) => r.lastError ?? '—'} />
        <DataTable.Col source="reason" label="Reason" disableSort render={(r) => r.reason ?? '—'} />
        <DataTable.Col
          source="providerRefundId"
          label="Provider refund"
          disableSort
          render={(r) => r.providerRefundId ?? '—'}
        />
        <DataTable.Col source="createdAt" label="Time (IST)" render={(r) => <IstTime value={r.createdAt} />} />
        <DataTable.Col<RefundRecord>
          label="Actions"
          disableSort
          render={(r) =>
            r.status === 'failed' ? (
              <RecordActionButton
                resource="refunds"
                record={r}
                action="retry"
                label="Retry"
                icon={<ReplayIcon />}
                successMessage={`Refund ${r.id} sent to the provider again`}
              />
            ) : null
          }
        />
      </DataTable>
    </List>
  );
}
