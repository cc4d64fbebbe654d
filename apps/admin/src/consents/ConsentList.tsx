// The consent log (PRODUCT.md §1 "consent dashboard"): every cookie-consent choice users made, newest
// first, read-only because the server's log is append-only. Filterable by choice.
import { DataTable, List, SelectInput } from 'react-admin';
import { formatKolkataInstant } from '../lib/format';
import { CONSENT_CHOICES, consentChoiceLabel } from './choices';
import type { ConsentRecord } from '../types/api';

const filters = [<SelectInput key="choice" source="choice" label="Choice" choices={CONSENT_CHOICES} alwaysOn />];

export function ConsentList() {
  return (
    <List title="Consent log" sort={{ field: 'id', order: 'DESC' }} filters={filters} perPage={25} exporter={false}>
      <DataTable<ConsentRecord> bulkActionButtons={false} rowClick={false}>
        <DataTable.NumberCol source="id" label="Id" options={{ useGrouping: false }} />
        <DataTable.NumberCol source="userId" label="User id" options={{ useGrouping: false }} />
        <DataTable.Col source="userName" label="User name" />
        <DataTable.Col source="choice" label="Choice" render={(record) => consentChoiceLabel(record.choice)} />
        <DataTable.Col source="policyVersion" label="Policy version" />
        <DataTable.Col
          source="userAgent"
          label="User agent"
          disableSort
          render={(record) => record.userAgent ?? '—'}
          cellSx={() => ({ maxWidth: 320, overflowWrap: 'anywhere' })}
        />
        <DataTable.Col
          source="createdAt"
          label="Time (IST)"
          render={(record) => <time dateTime={record.createdAt}>{formatKolkataInstant(record.createdAt)}</time>}
        />
      </DataTable>
    </List>
  );
}
