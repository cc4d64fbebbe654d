// One account: who they are, whether suspended (and why), an owner's money, their bookings,
// listings, live sessions and consent history.
import { Alert, Box } from '@mui/material';
import { Show, useRecordContext } from 'react-admin';
import { DetailList, Section } from '../components/DetailList';
import { IstTime } from '../components/IstTime';
import { RecordLink } from '../components/RecordLink';
import { SimpleTable } from '../components/SimpleTable';
import { StatusChip } from '../components/StatusChip';
import { formatRupees } from '../lib/format';
import { BOOKING_STATUS_CHOICES, labelOf, LISTING_STATUS_CHOICES, ROLE_CHOICES } from '../lib/labels';
import { OwnerMoneySection } from './OwnerMoney';
import { UserActions } from './UserActions';
import type { UserRecord } from '../types/api';

function UserTitle() {
  const record = useRecordContext<UserRecord>();
  return <>{record ? `User: ${record.fullName}` : 'User'}</>;
}

function UserDetails() {
  const record = useRecordContext<UserRecord>();
  if (!record) return null;
  return (
    <Box sx={{ p: 2 }}>
      {record.suspended && (
        <Alert severity="error">
          Suspended <IstTime value={record.suspendedAt} />
          {record.suspendedReason ? `: ${record.suspendedReason}` : ''}
        </Alert>
      )}
      <Section title="Account">
        <DetailList
          items={[
            ['Id', record.id],
            ['Name', record.fullName],
            ['Phone', record.phone ?? '—'],
            ['E-mail', record.email ?? '—'],
            ['Role', labelOf(ROLE_CHOICES, record.role)],
            ['Joined (IST)', <IstTime key="j" value={record.createdAt} />],
          ]}
        />
      </Section>
      {record.role === 'owner' && <OwnerMoneySection record={record} />}
      <Section title="Bookings">
        <SimpleTable
          label="Bookings"
          rows={record.bookings}
          rowKey={(b) => b.id}
          empty="No bookings."
          columns={[
            {
              header: 'Code',
              render: (b) => (
                <RecordLink resource="bookings" id={b.id}>
                  {b.code}
                </RecordLink>
              ),
            },
            { header: 'Property', render: (b) => b.propertyTitle },
            { header: 'Stay starts (IST)', render: (b) => <IstTime value={b.startsAt} /> },
            { header: 'Total', align: 'right', render: (b) => formatRupees(b.totalPaise) },
            { header: 'Status', render: (b) => <StatusChip set={BOOKING_STATUS_CHOICES} value={b.status} /> },
          ]}
        />
      </Section>
      <Section title="Listings">
        <SimpleTable
          label="Listings"
          rows={record.listings}
          rowKey={(l) => l.id}
          empty="No listings."
          columns={[
            {
              header: 'Title',
              render: (l) => (
                <RecordLink resource="properties" id={l.id}>
                  {l.title}
                </RecordLink>
              ),
            },
            { header: 'Locality', render: (l) => l.locality ?? '—' },
            { header: 'Status', render: (l) => <StatusChip set={LISTING_STATUS_CHOICES} value={l.status} /> },
            { header: 'Updated (IST)', render: (l) => <IstTime value={l.updatedAt} /> },
          ]}
        />
      </Section>
      <Section title="Live sessions">
        <SimpleTable
          label="Live sessions"
          rows={record.sessions}
          rowKey={(s) => s.id}
          empty="No live sessions."
          columns={[
            { header: 'Signed in (IST)', render: (s) => <IstTime value={s.createdAt} /> },
            { header: 'Where', render: (s) => (s.kind === 'admin' ? 'Admin console' : 'Web app') },
            { header: 'Ends at the latest (IST)', render: (s) => <IstTime value={s.expiresAt} /> },
          ]}
        />
      </Section>
      <Section title="Consent history">
        <SimpleTable
          label="Consent history"
          rows={record.consents}
          rowKey={(c) => c.id}
          empty="No consent choices recorded."
          columns={[
            {
              header: 'Choice',
              render: (c) =>
                c.choice === 'all' ? 'Accept All' : c.choice === 'essential' ? 'Essential Only' : c.choice,
            },
            { header: 'Policy version', render: (c) => c.policyVersion },
            { header: 'Time (IST)', render: (c) => <IstTime value={c.createdAt} /> },
          ]}
        />
      </Section>
    </Box>
  );
}

export function UserShow() {
  return (
    <Show title={<UserTitle />} actions={<UserActions />}>
      <UserDetails />
    </Show>
  );
}
