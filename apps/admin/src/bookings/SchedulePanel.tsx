// A booking's payment plan on its page: the advance, the balance, the day it is due by and how it
// is paid, and what is still owed online. Nothing shows for a booking paid in full at once.
import { DetailList, Section } from '../components/DetailList';
import { IstTime } from '../components/IstTime';
import { formatRupees } from '../lib/format';
import type { BookingRecord } from '../types/api';

type Schedule = NonNullable<BookingRecord['paymentSchedule']>;

// The schedule's amounts are whole rupees.
const rupees = (n: number) => formatRupees(n * 100);

function balanceState(s: Schedule): string {
  if (s.method === 'cash') return 'In cash at the property';
  if (s.balancePaid) return 'Paid online';
  if (s.dueNow > 0) return `Due online: ${rupees(s.dueNow)}`;
  return 'Not paid';
}

export function SchedulePanel({ record }: { record: BookingRecord }) {
  const s = record.paymentSchedule;
  if (!s) return null;
  return (
    <Section title="Payment schedule">
      <DetailList
        items={[
          ['Advance', `${rupees(s.advance)} · ${s.advancePaid ? 'paid' : 'not paid'}`],
          ['Balance', rupees(s.balance)],
          ['Balance due by (IST)', <IstTime key="d" value={s.dueAt} />],
          ['Balance state', balanceState(s)],
        ]}
      />
    </Section>
  );
}
