// Every listing in every status, filterable by status and searchable by title or slug.
import { Box } from '@mui/material';
import { DataTable, List, SelectInput } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { IstTime } from '../components/IstTime';
import { searchFilter } from '../components/SearchFilter';
import { StatusChip } from '../components/StatusChip';
import { formatRupees } from '../lib/format';
import { LISTING_STATUS_CHOICES, selectChoices } from '../lib/labels';
import type { PropertyRecord } from '../types/api';

const filters = [
  searchFilter('Title or slug'),
  <SelectInput key="status" source="status" label="Status" choices={selectChoices(LISTING_STATUS_CHOICES)} alwaysOn />,
];

/** The columns the list and the review queue share. */
export function propertyColumns() {
  return [
    <DataTable.Col<PropertyRecord>
      key="cover"
      source="coverUrl"
      label="Cover"
      disableSort
      render={(record) =>
        record.coverUrl ? (
          // Decorative: the title is in the next column.
          <Box
            component="img"
            src={record.coverUrl}
            alt=""
            sx={{ width: 64, height: 44, objectFit: 'cover', borderRadius: 1 }}
          />
        ) : (
          '—'
        )
      }
    />,
    <DataTable.Col<PropertyRecord> key="title" source="title" label="Title" />,
    <DataTable.Col<PropertyRecord>
      key="locality"
      source="locality"
      label="Locality"
      disableSort
      render={(r) => r.locality ?? '—'}
    />,
    <DataTable.Col<PropertyRecord>
      key="owner"
      source="ownerName"
      label="Owner"
      disableSort
      render={(r) => (
        <>
          {r.ownerName}
          {r.ownerPhone && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}>
              {r.ownerPhone}
            </Box>
          )}
        </>
      )}
    />,
    <DataTable.Col<PropertyRecord>
      key="half"
      source="halfDayPricePaise"
      label="Half day"
      disableSort
      render={(r) => formatRupees(r.halfDayPricePaise)}
    />,
    <DataTable.Col<PropertyRecord>
      key="full"
      source="fullDayPricePaise"
      label="Full day"
      disableSort
      render={(r) => formatRupees(r.fullDayPricePaise)}
    />,
    <DataTable.Col<PropertyRecord>
      key="status"
      source="status"
      label="Status"
      render={(r) => <StatusChip set={LISTING_STATUS_CHOICES} value={r.status} />}
    />,
    <DataTable.Col<PropertyRecord>
      key="updatedAt"
      source="updatedAt"
      label="Updated (IST)"
      render={(r) => <IstTime value={r.updatedAt} />}
    />,
  ];
}

export function PropertyList() {
  return (
    <List
      title="Properties"
      sort={{ field: 'updatedAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      filters={filters}
      empty={<EmptyState title="No listings yet" detail="Listings appear here as owners create them." />}
    >
      <DataTable<PropertyRecord>
        bulkActionButtons={false}
        rowClick="show"
        empty={<EmptyState title="No listings match these filters" />}
      >
        <DataTable.NumberCol source="id" label="Id" options={{ useGrouping: false }} />
        {propertyColumns()}
      </DataTable>
    </List>
  );
}
