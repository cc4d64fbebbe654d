// GST documents, newest first: tax invoices (stays' and owners' monthly commission invoices) or
// credit notes, filterable by number or booking code, financial year, booking, owner and the day of
// issue, each downloadable as PDF or HTML.
import { DataTable, DateInput, List, NumberInput, SelectInput, TextInput } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { IstTime } from '../components/IstTime';
import { RecordLink } from '../components/RecordLink';
import { formatPaise } from '../lib/format';
import { DownloadButtons } from './DownloadButtons';
import type { TaxDocumentRecord } from '../types/api';

export const DOCUMENT_KIND_LABELS: Record<string, string> = {
  invoice: 'Stay invoice',
  commission_invoice: 'Commission invoice',
  credit_note: 'Credit note',
};

function filters(resource: 'invoices' | 'credit-notes') {
  return [
    <TextInput key="q" source="q" label="Number or booking code" alwaysOn />,
    ...(resource === 'invoices'
      ? [
          <SelectInput
            key="kind"
            source="kind"
            label="Kind"
            choices={[
              { id: 'invoice', name: DOCUMENT_KIND_LABELS.invoice },
              { id: 'commission_invoice', name: DOCUMENT_KIND_LABELS.commission_invoice },
            ]}
            alwaysOn
          />,
        ]
      : []),
    <TextInput key="financialYear" source="financialYear" label="Financial year (2026-27)" />,
    <NumberInput key="bookingId" source="bookingId" label="Booking id" />,
    <NumberInput key="ownerId" source="ownerId" label="Owner id" />,
    // IST days: the server reads a date as its start in Asia/Kolkata; `until` is exclusive.
    <DateInput key="since" source="since" label="Issued since (IST day)" />,
    <DateInput key="until" source="until" label="Issued until (IST day, not included)" />,
  ];
}

function taxOf(r: TaxDocumentRecord): string {
  return r.igstPaise ? `IGST ${formatPaise(r.igstPaise)}` : `CGST + SGST ${formatPaise(r.cgstPaise + r.sgstPaise)}`;
}

export function DocumentList({ resource }: { resource: 'invoices' | 'credit-notes' }) {
  const title = resource === 'invoices' ? 'Tax invoices' : 'Credit notes';
  return (
    <List
      title={title}
      // The server sorts documents by id only (newest first is the order they were issued).
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      exporter={false}
      filters={filters(resource)}
      empty={
        <EmptyState
          title={resource === 'invoices' ? 'No tax invoices yet' : 'No credit notes yet'}
          detail={
            resource === 'invoices'
              ? 'A tax invoice is issued when an owner confirms a booking.'
              : 'A credit note is issued when an invoiced booking is refunded.'
          }
        />
      }
    >
      <DataTable<TaxDocumentRecord>
        bulkActionButtons={false}
        rowClick={false}
        empty={<EmptyState title="No documents match these filters" />}
      >
        <DataTable.Col
          source="number"
          label="Number"
          disableSort
          render={(r) => (
            <RecordLink resource={resource} id={r.id}>
              {r.number}
            </RecordLink>
          )}
        />
        {resource === 'invoices' && (
          <DataTable.Col
            source="kind"
            label="Kind"
            disableSort
            render={(r) => DOCUMENT_KIND_LABELS[r.kind] ?? r.kind}
          />
        )}
        <DataTable.Col
          source="reference"
          label="Booking"
          disableSort
          render={(r) =>
            r.bookingId ? (
              <RecordLink resource="bookings" id={r.bookingId}>
                {r.reference}
              </RecordLink>
            ) : (
              r.reference
            )
          }
        />
        <DataTable.Col
          source="recipient"
          label="Recipient"
          disableSort
          render={(r) => (r.recipient.gstin ? `${r.recipient.name} (${r.recipient.gstin})` : r.recipient.name)}
        />
        <DataTable.Col source="taxablePaise" label="Taxable" disableSort render={(r) => formatPaise(r.taxablePaise)} />
        <DataTable.Col source="igstPaise" label="Tax" disableSort render={taxOf} />
        <DataTable.Col source="totalPaise" label="Total" disableSort render={(r) => formatPaise(r.totalPaise)} />
        <DataTable.Col
          source="issuedAt"
          label="Issued (IST)"
          disableSort
          render={(r) => <IstTime value={r.issuedAt} />}
        />
        <DataTable.Col<TaxDocumentRecord>
          label="Download"
          disableSort
          render={(r) => <DownloadButtons id={r.id} number={r.number} />}
        />
      </DataTable>
    </List>
  );
}
