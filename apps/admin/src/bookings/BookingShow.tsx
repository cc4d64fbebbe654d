// One booking as support reads it on the phone: stay, guest, price lines, payments, refunds, its
// GST documents (tax invoice, credit notes) to download, notifications sent, the conversation, why
// it was cancelled, the guest's dispute if any, the payment schedule of a plan and the security
// deposit's state.
import { Alert, Box, Typography } from '@mui/material';
import { Link, Show, useCreatePath, useRecordContext } from 'react-admin';
import { DetailList, Section } from '../components/DetailList';
import { DownloadButtons } from '../invoices';
import { IstTime } from '../components/IstTime';
import { SimpleTable } from '../components/SimpleTable';
import { StatusChip } from '../components/StatusChip';
import { formatPaise, formatRupees } from '../lib/format';
import {
  BOOKING_STATUS_CHOICES,
  BOOKING_TYPE_LABELS,
  labelOf,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_CHOICES,
  REFUND_STATUS_CHOICES,
} from '../lib/labels';
import { BookingActions } from './BookingActions';
import { DepositPanel } from './DepositPanel';
import { DisputePanel } from './DisputePanel';
import { SchedulePanel } from './SchedulePanel';
import { PAYMENT_STATE_CHOICES, paymentState } from './payment-state';
import type { BookingRecord } from '../types/api';

function BookingTitle() {
  const record = useRecordContext<BookingRecord>();
  return <>{record ? `Booking ${record.code}` : 'Booking'}</>;
}

function BookingDetails() {
  const record = useRecordContext<BookingRecord>();
  const createPath = useCreatePath();
  if (!record) return null;
  const show = (resource: string, id: number) => createPath({ resource, id, type: 'show' });
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <StatusChip set={BOOKING_STATUS_CHOICES} value={record.status} />
        <StatusChip set={PAYMENT_STATE_CHOICES} value={paymentState(record)} />
      </Box>
      {record.status === 'cancelled' && (
        <Alert severity="info" sx={{ mt: 2 }}>
          Cancelled{record.cancelledBy ? ` by ${record.cancelledBy}` : ''}
          {record.cancelReason ? `: ${record.cancelReason}` : '.'}
        </Alert>
      )}
      <DisputePanel record={record} />
      <SchedulePanel record={record} />
      <DepositPanel record={record} />
      <Section title="Stay">
        <DetailList
          items={[
            [
              'Property',
              <Link key="p" to={show('properties', record.propertyId)}>
                {record.propertyTitle}
              </Link>,
            ],
            [
              'Owner',
              <Link key="o" to={show('users', record.ownerId)}>
                {record.ownerName}
              </Link>,
            ],
            [
              'Guest',
              <Link key="g" to={show('users', record.guestId)}>
                {record.guestName}
              </Link>,
            ],
            ['Guest phone', record.guestPhone ?? '—'],
            ['Guest e-mail', record.guestEmail ?? '—'],
            ['Guests', record.guests],
            ['Duration', BOOKING_TYPE_LABELS[record.bookingType] ?? record.bookingType],
            ['Starts (IST)', <IstTime key="s" value={record.startsAt} />],
            ['Ends (IST)', <IstTime key="e" value={record.endsAt} />],
            ['Payment method', PAYMENT_METHOD_LABELS[record.paymentMethod] ?? record.paymentMethod],
            ['Made (IST)', <IstTime key="m" value={record.createdAt} />],
            [
              'Conversation',
              record.conversationId ? (
                <Link key="c" to={show('conversations', record.conversationId)}>
                  Open the conversation
                </Link>
              ) : (
                'None'
              ),
            ],
          ]}
        />
      </Section>
      <Section title="Price">
        <SimpleTable
          label="Price lines"
          rows={record.priceLines}
          rowKey={(line, i) => `${i}-${line.label}`}
          empty="No price lines."
          columns={[
            { header: 'Line', render: (line) => line.label },
            { header: 'Amount', align: 'right', render: (line) => formatRupees(line.amountPaise) },
          ]}
        />
        <Typography sx={{ mt: 1, fontWeight: 700, textAlign: 'right' }}>
          Total {formatRupees(record.totalPaise)}
        </Typography>
      </Section>
      <Section title="Payments">
        <SimpleTable
          label="Payments"
          rows={record.payments}
          rowKey={(p) => p.id}
          empty="No payments recorded."
          columns={[
            { header: 'Id', render: (p) => p.id },
            { header: 'Provider', render: (p) => p.provider },
            { header: 'Provider payment', render: (p) => p.providerPaymentId ?? p.providerOrderId ?? '—' },
            { header: 'Amount', align: 'right', render: (p) => formatRupees(p.amountPaise) },
            { header: 'Refunded', align: 'right', render: (p) => formatRupees(p.refundedPaise) },
            { header: 'Status', render: (p) => <StatusChip set={PAYMENT_STATUS_CHOICES} value={p.status} /> },
            { header: 'Time (IST)', render: (p) => <IstTime value={p.createdAt} /> },
          ]}
        />
      </Section>
      <Section title="Refunds">
        <Typography variant="body2" sx={{ mb: 1 }}>
          {/* No refund row: nothing is on its way through the provider, whatever the payment says. */}
          Refund state: {record.refundStatus ? labelOf(REFUND_STATUS_CHOICES, record.refundStatus) : 'None'}
          {record.refundPaise ? ` · ${formatRupees(record.refundPaise)}` : ''}
        </Typography>
        <SimpleTable
          label="Refunds"
          rows={record.refunds}
          rowKey={(r) => r.id}
          empty="No refunds."
          columns={[
            { header: 'Id', render: (r) => r.id },
            { header: 'Amount', align: 'right', render: (r) => formatRupees(r.amountPaise) },
            { header: 'Status', render: (r) => <StatusChip set={REFUND_STATUS_CHOICES} value={r.status} /> },
            { header: 'Attempts', render: (r) => r.attempts },
            { header: 'Last error', render: (r) => r.lastError ?? '—' },
            { header: 'Time (IST)', render: (r) => <IstTime value={r.createdAt} /> },
          ]}
        />
      </Section>
      <Section title="Tax documents">
        <SimpleTable
          label="Tax documents"
          rows={record.taxDocuments}
          rowKey={(d) => d.id}
          empty="No tax documents: a tax invoice is issued when the owner confirms."
          columns={[
            {
              header: 'Number',
              render: (d) => (
                <Link to={show(d.kind === 'credit_note' ? 'credit-notes' : 'invoices', d.id)}>{d.number}</Link>
              ),
            },
            { header: 'Kind', render: (d) => (d.kind === 'credit_note' ? 'Credit note' : 'Tax invoice') },
            { header: 'Total', align: 'right', render: (d) => formatPaise(d.totalPaise) },
            { header: 'Issued (IST)', render: (d) => <IstTime value={d.issuedAt} /> },
            { header: 'Download', render: (d) => <DownloadButtons id={d.id} number={d.number} /> },
          ]}
        />
      </Section>
      <Section title="Notifications sent">
        <SimpleTable
          label="Notifications sent"
          rows={record.notifications}
          rowKey={(n, i) => `${i}-${n.event}-${n.channel}`}
          empty="No notifications sent."
          columns={[
            { header: 'Event', render: (n) => n.event },
            { header: 'Channel', render: (n) => n.channel },
            { header: 'Status', render: (n) => n.status },
            { header: 'Time (IST)', render: (n) => <IstTime value={n.createdAt} /> },
          ]}
        />
      </Section>
    </Box>
  );
}

export function BookingShow() {
  return (
    <Show title={<BookingTitle />} actions={<BookingActions />}>
      <BookingDetails />
    </Show>
  );
}
