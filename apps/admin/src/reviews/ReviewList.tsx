// Guests' reviews, newest first; an admin hides one (with a reason) so it leaves the page and the
// averages, or restores it.
import RestoreIcon from '@mui/icons-material/Restore';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, Chip } from '@mui/material';
import { DataTable, List, NullableBooleanInput } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { IstTime } from '../components/IstTime';
import { RecordActionButton } from '../components/RecordActionButton';
import { RecordLink } from '../components/RecordLink';
import { searchFilter } from '../components/SearchFilter';
import type { ReviewRecord } from '../types/api';

const filters = [
  searchFilter('Comment or name'),
  <NullableBooleanInput key="hidden" source="hidden" label="Hidden" alwaysOn />,
];

function ReviewActions({ record }: { record: ReviewRecord }) {
  return record.hidden ? (
    <RecordActionButton
      resource="reviews"
      record={record}
      action="restore"
      label="Restore"
      icon={<RestoreIcon />}
      withReason
      confirmTitle={`Restore the review by ${record.userName}?`}
      confirmText="It shows on the property page and counts in the averages again."
      successMessage="Review restored"
    />
  ) : (
    <RecordActionButton
      resource="reviews"
      record={record}
      action="hide"
      label="Hide"
      icon={<VisibilityOffIcon />}
      destructive
      withReason
      confirmTitle={`Hide the review by ${record.userName}?`}
      confirmText="It leaves the property page and the averages."
      successMessage="Review hidden"
    />
  );
}

export function ReviewList() {
  return (
    <List
      title="Reviews"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      filters={filters}
      empty={<EmptyState title="No reviews yet" detail="Reviews appear here after guests' stays." />}
    >
      <DataTable<ReviewRecord>
        bulkActionButtons={false}
        rowClick={false}
        empty={<EmptyState title="No reviews match these filters" />}
      >
        <DataTable.NumberCol source="id" label="Id" options={{ useGrouping: false }} />
        <DataTable.Col
          source="propertyTitle"
          label="Property"
          disableSort
          render={(r) => (
            <RecordLink resource="properties" id={r.propertyId}>
              {r.propertyTitle}
            </RecordLink>
          )}
        />
        <DataTable.Col
          source="userName"
          label="Guest"
          disableSort
          render={(r) => (
            <RecordLink resource="users" id={r.userId}>
              {r.userName}
            </RecordLink>
          )}
        />
        <DataTable.Col source="rating" label="Rating" render={(r) => `${r.rating} / 5`} />
        <DataTable.Col
          source="comment"
          label="Comment"
          disableSort
          cellSx={() => ({ maxWidth: 360, overflowWrap: 'anywhere' })}
        />
        <DataTable.Col
          source="hidden"
          label="Visibility"
          disableSort
          render={(r) =>
            r.hidden ? (
              <>
                <Chip size="small" label="Hidden" />
                {r.hiddenReason && (
                  <Box component="span" sx={{ display: 'block', fontSize: '0.8125rem', color: 'text.secondary' }}>
                    {r.hiddenReason}
                  </Box>
                )}
              </>
            ) : (
              'Shown'
            )
          }
        />
        <DataTable.Col source="createdAt" label="Written (IST)" render={(r) => <IstTime value={r.createdAt} />} />
        <DataTable.Col<ReviewRecord> label="Actions" disableSort render={(r) => <ReviewActions record={r} />} />
      </DataTable>
    </List>
  );
}
