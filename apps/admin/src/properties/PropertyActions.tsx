// What an admin can do to a listing (docs/ADMIN_API.md properties): approve one waiting for
// review, ask for changes (with a reason), unlist a published one (with a reason).
import CheckIcon from '@mui/icons-material/Check';
import EditNoteIcon from '@mui/icons-material/EditNote';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { TopToolbar, useRecordContext } from 'react-admin';
import { RecordActionButton } from '../components/RecordActionButton';
import type { PropertyRecord } from '../types/api';

export function PropertyActions() {
  const record = useRecordContext<PropertyRecord>();
  if (!record) return <TopToolbar />;
  const waiting = record.status === 'pending_review';
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      {waiting && (
        <RecordActionButton
          action="approve"
          label="Approve"
          icon={<CheckIcon />}
          variant="contained"
          successMessage={`${record.title} is published`}
        />
      )}
      {waiting && (
        <RecordActionButton
          action="request-changes"
          label="Request changes"
          icon={<EditNoteIcon />}
          withReason
          confirmTitle={`Request changes to ${record.title}?`}
          confirmText="The owner sees the reason and can resubmit the listing."
          successMessage="Changes requested from the owner"
        />
      )}
      {record.status === 'published' && (
        <RecordActionButton
          action="unlist"
          label="Unlist"
          icon={<VisibilityOffIcon />}
          destructive
          withReason
          confirmTitle={`Unlist ${record.title}?`}
          confirmText="The listing leaves search and its page at once; bookings already made stay."
          successMessage={`${record.title} is unlisted`}
        />
      )}
    </TopToolbar>
  );
}
