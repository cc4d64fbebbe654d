// What an admin can do to an account, each with a reason for the audit log: change the role,
// suspend or reinstate, end every live session.
import BlockIcon from '@mui/icons-material/Block';
import LockResetIcon from '@mui/icons-material/LockReset';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import RestoreIcon from '@mui/icons-material/Restore';
import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { TopToolbar, useRecordContext } from 'react-admin';
import { RecordActionButton } from '../components/RecordActionButton';
import { ROLE_CHOICES } from '../lib/labels';
import type { UserRecord } from '../types/api';

function ChangeRoleButton({ record }: { record: UserRecord }) {
  const [role, setRole] = useState<string>(record.role);
  return (
    <RecordActionButton
      action="role"
      label="Change role"
      icon={<ManageAccountsIcon />}
      withReason
      confirmTitle={`Change the role of ${record.fullName}`}
      confirmText="An owner can list properties; an admin can use this console."
      onOpen={() => setRole(record.role)}
      body={{ role }}
      fields={
        <TextField
          select
          fullWidth
          label="New role"
          value={role}
          onChange={(e) => setRole(e.target.value)}
          sx={{ mb: 1, mt: 1 }}
        >
          {ROLE_CHOICES.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name} ({c.id})
            </MenuItem>
          ))}
        </TextField>
      }
      successMessage={`Role of ${record.fullName} changed`}
    />
  );
}

export function UserActions() {
  const record = useRecordContext<UserRecord>();
  if (!record) return <TopToolbar />;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ChangeRoleButton record={record} />
      {record.suspended ? (
        <RecordActionButton
          action="reinstate"
          label="Reinstate"
          icon={<RestoreIcon />}
          withReason
          confirmTitle={`Reinstate ${record.fullName}?`}
          confirmText="They can sign in again."
          successMessage={`${record.fullName} reinstated`}
        />
      ) : (
        <RecordActionButton
          action="suspend"
          label="Suspend"
          icon={<BlockIcon />}
          destructive
          withReason
          confirmTitle={`Suspend ${record.fullName}?`}
          confirmText="Their sessions end at once and they cannot sign in until reinstated."
          successMessage={`${record.fullName} suspended`}
        />
      )}
      <RecordActionButton
        action="revoke-sessions"
        label="Revoke sessions"
        icon={<LockResetIcon />}
        destructive
        withReason
        confirmTitle={`Sign ${record.fullName} out everywhere?`}
        confirmText="Every live session ends; they can sign in again with a new code."
        successMessage={`Sessions of ${record.fullName} revoked`}
      />
    </TopToolbar>
  );
}
