// The review queue: listings waiting for an admin (status pending_review), oldest first, each
// with Approve right in its row and a link to its page for Request changes.
import CheckIcon from '@mui/icons-material/Check';
import { DataTable, Link, List, useCreatePath } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { RecordActionButton } from '../components/RecordActionButton';
import { propertyColumns } from './PropertyList';
import type { PropertyRecord } from '../types/api';

function TitleLink({ record }: { record: PropertyRecord }) {
  const createPath = useCreatePath();
  return <Link to={createPath({ resource: 'properties', id: record.id, type: 'show' })}>{record.title}</Link>;
}

export function ReviewQueue() {
  const [cover, , ...rest] = propertyColumns();
  return (
    <List
      resource="properties"
      title="Review queue"
      filter={{ status: 'pending_review' }}
      sort={{ field: 'updatedAt', order: 'ASC' }}
      perPage={25}
      exporter={false}
      storeKey="reviewQueue"
      empty={<EmptyState title="Nothing to review" detail="Listings owners submit for review appear here." />}
    >
      <DataTable<PropertyRecord> bulkActionButtons={false} rowClick={false}>
        {cover}
        <DataTable.Col<PropertyRecord>
          source="title"
          label="Title"
          render={(record) => <TitleLink record={record} />}
        />
        {rest}
        <DataTable.Col<PropertyRecord>
          label="Actions"
          disableSort
          render={(record) => (
            <RecordActionButton
              resource="properties"
              record={record}
              action="approve"
              label="Approve"
              icon={<CheckIcon />}
              successMessage={`${record.title} is published`}
            />
          )}
        />
      </DataTable>
    </List>
  );
}
