// The month's stays with how each one's price splits into the owner's net. A table on wider
// screens; on a phone each row stacks into a card with the column names beside the figures. The
// explicit roles keep the table's semantics once CSS changes its display (browsers drop them
// otherwise), and the visible names in the cards are hidden from screen readers, which announce
// the real column headers.
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- see above: the roles (role="cell" on td too) survive display: block */
import { formatInstant, formatInstantDate } from '@/lib/format';
import { formatPaise } from '@/lib/format-paise';
import { useLingui } from '@/i18n/react';
import type { StayEarning } from '../api/payouts';
import { STAY_STATE } from './states';
import '../payouts/messages';

const cellClass = 'flex justify-between gap-3 py-0.5 lg:table-cell lg:px-2 lg:py-2';
const moneyClass = `${cellClass} tabular-nums lg:text-right lg:whitespace-nowrap`;

function Label({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="text-ink-600 lg:hidden">
      {children}
    </span>
  );
}

export function StaysTable({ stays }: { stays: readonly StayEarning[] }) {
  const { _ } = useLingui();
  const head = {
    code: _('payouts.stays.code'),
    farmhouse: _('payouts.stays.farmhouse'),
    date: _('payouts.stays.date'),
    price: _('payouts.stays.price'),
    commission: _('payouts.stays.commission'),
    gst: _('payouts.stays.gst'),
    withheld: _('payouts.stays.withheld'),
    net: _('payouts.stays.net'),
    state: _('payouts.stays.state'),
  };
  const money = [head.price, head.commission, head.gst, head.withheld, head.net];
  return (
    <table role="table" className="block w-full text-left text-sm lg:table">
      <caption className="sr-only">{_('payouts.stays.caption')}</caption>
      <thead role="rowgroup" className="sr-only lg:not-sr-only lg:table-header-group">
        <tr role="row" className="text-ink-700">
          {Object.values(head).map((name) => (
            <th
              key={name}
              role="columnheader"
              scope="col"
              className={`px-2 py-2 font-medium ${money.includes(name) ? 'text-right' : ''}`}
            >
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="block text-ink-900 lg:table-row-group">
        {stays.map((stay) => (
          <tr key={stay.bookingId} role="row" className="block border-t border-sand-200 py-3 lg:table-row lg:py-0">
            <th role="rowheader" scope="row" className={`${cellClass} text-left font-semibold`}>
              <Label>{head.code}</Label>
              <span>{stay.bookingCode}</span>
            </th>
            <td role="cell" className={cellClass}>
              <Label>{head.farmhouse}</Label>
              <span className="text-right lg:text-left">
                {stay.propertyTitle}
                <span className="block text-xs text-ink-600">
                  {stay.paidOnline ? _('payouts.stays.online') : _('payouts.stays.cash')}
                </span>
              </span>
            </td>
            <td role="cell" className={`${cellClass} lg:whitespace-nowrap`}>
              <Label>{head.date}</Label>
              <span>{formatInstantDate(stay.startsAt)}</span>
            </td>
            <td role="cell" className={moneyClass}>
              <Label>{head.price}</Label>
              <span>{formatPaise(stay.pricePaise)}</span>
            </td>
            <td role="cell" className={moneyClass}>
              <Label>{head.commission}</Label>
              <span>{formatPaise(stay.commissionPaise)}</span>
            </td>
            <td role="cell" className={moneyClass}>
              <Label>{head.gst}</Label>
              <span>{formatPaise(stay.gstPaise)}</span>
            </td>
            <td role="cell" className={moneyClass}>
              <Label>{head.withheld}</Label>
              <span>{formatPaise(stay.withheldPaise)}</span>
            </td>
            <td role="cell" className={`${moneyClass} font-semibold`}>
              <Label>{head.net}</Label>
              <span className={stay.netPaise < 0 ? 'text-danger-600' : undefined}>{formatPaise(stay.netPaise)}</span>
            </td>
            <td role="cell" className={cellClass}>
              <Label>{head.state}</Label>
              <span className="text-right lg:text-left">
                {_(STAY_STATE[stay.state])}
                {stay.state === 'upcoming' && stay.availableAt && (
                  <span className="block text-xs text-ink-600">
                    {_('payouts.stays.availableFrom', { date: formatInstant(stay.availableAt) })}
                  </span>
                )}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
