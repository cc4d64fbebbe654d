// Every account on the marketplace (guests, owners, admins), newest first, with who is suspended.
import { Chip } from '@mui/material';
import { DataTable, List, NullableBooleanInput, SelectInput } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { IstTime } from '../components/IstTime';
import { searchFilter } from '../components/SearchFilter';
import { labelOf, ROLE_CHOICES, selectChoices } from '../lib/labels';
import type { UserRecord } from '../types/api';

// The server filters by `q` (name, phone or e-mail), `role` and `suspended`.
const filters = [
  searchFilter('Name, phone or e-mail'),
  <SelectInput key="role" source="role" label="Role" choices={selectChoices(ROLE_CHOICES)} alwaysOn />,
  <NullableBooleanInput key="suspended" source="suspended" label="Suspended" alwaysOn />,
];

export function UserList() {
  return (
    <List
      title="Users"
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      exporter={false}
      filters={filters}
      empty={<EmptyState title="No users yet" />}
    >
      <DataTable<UserRecord>
        bulkActionButtons={false}
        rowClick="show"
        empty={<EmptyState title="No users match these filters" />}
      >
        <DataTable.NumberCol source="id" label="Id" options={{ useGrouping: false }} />
        <DataTable.Col source="fullName" label="Name" />
        <DataTable.Col source="phone" label="Phone" disableSort render={(record) => record.phone ?? '—'} />
        <DataTable.Col source="email" label="E-mail" disableSort render={(record) => record.email ?? '—'} />
        <DataTable.Col source="role" label="Role" render={(record) => labelOf(ROLE_CHOICES, record.role)} />
        <DataTable.Col
          source="suspended"
          label="Suspended"
          disableSort
          render={(record) => (record.suspended ? <Chip size="small" color="error" label="Suspended" /> : 'No')}
        />
        <DataTable.Col
          source="createdAt"
          label="Joined (IST)"
          render={(record) => <IstTime value={record.createdAt} />}
        />
      </DataTable>
    </List>
  );
}
