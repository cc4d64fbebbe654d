// Every account on the marketplace (guests, owners, admins), newest first; read-only here.
import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { formatKolkataInstant } from '../lib/format';

export interface UserRecord {
  id: number;
  fullName: string;
  phone: string | null;
  email: string | null;
  role: 'user' | 'owner' | 'admin';
  createdAt: string;
}

/** SPEC §6 roles in the words the console shows (a `user` is a guest). */
export const ROLE_LABELS: Record<string, string> = { user: 'Guest', owner: 'Owner', admin: 'Admin' };

const ROLE_CHOICES = Object.entries(ROLE_LABELS).map(([id, name]) => ({ id, name }));

// The server filters by `q` (name, phone or e-mail) and `role`.
const filters = [
  <SearchInput key="q" source="q" placeholder="Name, phone or e-mail" alwaysOn />,
  <SelectInput key="role" source="role" label="Role" choices={ROLE_CHOICES} alwaysOn />,
];

export function UserList() {
  return (
    <List title="Users" sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false} filters={filters}>
      <DataTable<UserRecord> bulkActionButtons={false} rowClick={false}>
        <DataTable.NumberCol source="id" label="Id" options={{ useGrouping: false }} />
        <DataTable.Col source="fullName" label="Name" />
        <DataTable.Col source="phone" label="Phone" render={(record) => record.phone ?? '—'} />
        <DataTable.Col source="email" label="E-mail" render={(record) => record.email ?? '—'} />
        <DataTable.Col source="role" label="Role" render={(record) => ROLE_LABELS[record.role] ?? record.role} />
        <DataTable.Col
          source="createdAt"
          label="Joined (IST)"
          render={(record) => <time dateTime={record.createdAt}>{formatKolkataInstant(record.createdAt)}</time>}
        />
      </DataTable>
    </List>
  );
}
