// One GST document as it was issued: number, date, supplier and recipient, place of supply, SAC,
// the taxable value, the tax split and the total in words, with its files.
import { Box, Typography } from '@mui/material';
import { Show, useRecordContext } from 'react-admin';
import { DetailList, Section } from '../components/DetailList';
import { IstTime } from '../components/IstTime';
import { RecordLink } from '../components/RecordLink';
import { formatPaise } from '../lib/format';
import { DOCUMENT_KIND_LABELS } from './DocumentList';
import { DownloadButtons } from './DownloadButtons';
import type { TaxDocumentRecord } from '../types/api';

function Title() {
  const record = useRecordContext<TaxDocumentRecord>();
  return <>{record ? `${DOCUMENT_KIND_LABELS[record.kind] ?? 'Document'} ${record.number}` : 'Document'}</>;
}

function party(p: TaxDocumentRecord['supplier']): string {
  return [p.name, p.address, p.gstin ? `GSTIN ${p.gstin}` : 'Unregistered', p.state].filter(Boolean).join(' · ');
}

function Details() {
  const r = useRecordContext<TaxDocumentRecord>();
  if (!r) return null;
  const rate = r.rateBp / 100;
  return (
    <Box sx={{ p: 2 }}>
      <DownloadButtons id={r.id} number={r.number} />
      <Section title="Document">
        <DetailList
          items={[
            ['Number', r.number],
            ['Kind', DOCUMENT_KIND_LABELS[r.kind] ?? r.kind],
            ['Issued', <IstTime key="issued" value={r.issuedAt} />],
            ['Financial year', r.financialYear],
            [
              'Booking',
              r.bookingId ? (
                <RecordLink key="booking" resource="bookings" id={r.bookingId}>
                  {r.reference}
                </RecordLink>
              ) : (
                r.reference
              ),
            ],
            ...(r.originalNumber ? ([['Against invoice', r.originalNumber]] as [string, string][]) : []),
            ['Supplier', party(r.supplier)],
            ['Recipient', party(r.recipient)],
            ['Place of supply', r.placeOfSupply],
            ['SAC', r.sac],
            ['Description', r.description],
          ]}
        />
      </Section>
      <Section title="Amounts">
        <DetailList
          items={[
            ['Taxable value', formatPaise(r.taxablePaise)],
            ...((r.igstPaise
              ? [[`IGST @ ${rate}%`, formatPaise(r.igstPaise)]]
              : [
                  [`CGST @ ${rate / 2}%`, formatPaise(r.cgstPaise)],
                  [`SGST @ ${rate / 2}%`, formatPaise(r.sgstPaise)],
                ]) as [string, string][]),
            ['Total', formatPaise(r.totalPaise)],
          ]}
        />
        <Typography sx={{ mt: 1, fontStyle: 'italic' }}>{r.amountInWords}</Typography>
        {r.supplierIsOperator && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Issued by the platform as the e-commerce operator, which pays the GST on the stay.
          </Typography>
        )}
      </Section>
    </Box>
  );
}

export function DocumentShow() {
  return (
    <Show title={<Title />}>
      <Details />
    </Show>
  );
}
