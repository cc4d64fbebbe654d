// Every payment the provider saw, newest first, with its booking; filterable by status and booking.
import { DataTable, List, NumberInput, SelectInput } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { IstTime } from '../components/IstTime';
import { RecordLink } from '../components/RecordLink';
import { StatusChip } from '../components/StatusChip';
import { formatRupees } from '../lib/format';
import { PAYMENT_STATUS_CHOICES, selectChoices } from '../lib/labels';
import type { PaymentRecord } from '../types/api';

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={selectChoices(PAYMENT_STATUS_CHOICES)} alwaysOn />,
  <NumberInput key="bookingId" source="bookingId" label="Booking id" alwaysOn />,
];

export function PaymentList() {
  return (
    <List
      title="Payments"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      filters={filters}
      empty={<EmptyState title="No payments yet" detail="Card and UPI payments appear here." />}
    >
      <DataTable<PaymentRecord>
        bulkActionButtons={false}
        rowClick={false}
        empty={<EmptyState title="No payments match these filters" />}
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
        <DataTable.Col source="provider" label="Provider" disableSort />
        <DataTable.Col source="providerOrderId" label="Order" disableSort render={(r) => r.providerOrderId ?? '—'} />
        <DataTable.Col
          source="providerPaymentId"
          label="Payment"
          disableSort
          render={(r) => r.providerPaymentId ?? '—'}
        />
        <DataTable.Col source="amountPaise" label="Amount" render={(r) => formatRupees(r.amountPaise)} />
        <DataTable.Col
          source="refundedPaise"
          label="Refunded"
          disableSort
          render={(r) => formatRupees(r.refundedPaise)}
        />
        <DataTable.Col
          source="status"
          label="Status"
          disableSort
          render={(r) => <StatusChip set={PAYMENT_STATUS_CHOICES} value={r.status} />}
        />
        <DataTable.Col source="createdAt" label="Time (IST)" render={(r) => <IstTime value={r.createdAt} />} />
      </DataTable>
    </List>
  );
}
