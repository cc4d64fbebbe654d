// Every booking, newest first: searchable by code, phone or e-mail, filterable by status,
// property and the stay's start date (IST days).
import { Box } from '@mui/material';
import { AutocompleteInput, DataTable, DateInput, List, ReferenceInput, SelectInput } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { IstTime } from '../components/IstTime';
import { searchFilter } from '../components/SearchFilter';
import { StatusChip } from '../components/StatusChip';
import { formatRupees } from '../lib/format';
import { BOOKING_STATUS_CHOICES, selectChoices } from '../lib/labels';
import { PAYMENT_STATE_CHOICES, paymentState } from './payment-state';
import type { BookingRecord } from '../types/api';

const filters = [
  searchFilter('Code, phone or e-mail'),
  <SelectInput key="status" source="status" label="Status" choices={selectChoices(BOOKING_STATUS_CHOICES)} alwaysOn />,
  <DateInput key="from" source="from" label="Stay from" alwaysOn />,
  <DateInput key="to" source="to" label="Stay to" alwaysOn />,
  <ReferenceInput key="propertyId" source="propertyId" reference="properties">
    <AutocompleteInput label="Property" optionText="title" />
  </ReferenceInput>,
];

export function BookingList() {
  return (
    <List
      title="Bookings"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      filters={filters}
      empty={<EmptyState title="No bookings yet" detail="Bookings appear here as guests make them." />}
    >
      <DataTable<BookingRecord>
        bulkActionButtons={false}
        rowClick="show"
        empty={<EmptyState title="No bookings match these filters" />}
      >
        <DataTable.Col source="code" label="Code" />
        <DataTable.Col source="propertyTitle" label="Property" disableSort />
        <DataTable.Col
          source="guestName"
          label="Guest"
          disableSort
          render={(r) => (
            <>
              {r.guestName}
              <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}>
                {r.guestPhone ?? r.guestEmail ?? ''}
              </Box>
            </>
          )}
        />
        <DataTable.Col source="startsAt" label="Stay starts (IST)" render={(r) => <IstTime value={r.startsAt} />} />
        <DataTable.Col source="totalPaise" label="Total" render={(r) => formatRupees(r.totalPaise)} />
        <DataTable.Col
          source="status"
          label="Status"
          disableSort
          render={(r) => <StatusChip set={BOOKING_STATUS_CHOICES} value={r.status} />}
        />
        <DataTable.Col
          source="paymentStatus"
          label="Payment"
          disableSort
          render={(r) => <StatusChip set={PAYMENT_STATE_CHOICES} value={paymentState(r as BookingRecord)} />}
        />
        <DataTable.Col source="createdAt" label="Made (IST)" render={(r) => <IstTime value={r.createdAt} />} />
      </DataTable>
    </List>
  );
}
