// One listing as an admin reviews it: status (and why), owner, prices, description and photos,
// and everything guests will be shown and booked by: address and map pin, weekend and festival
// prices, cleaning fee, slots and turnover, house rules, check-in notes and amenities.
import { Alert, Box, Chip, ImageList, ImageListItem, Link as MuiLink, Typography } from '@mui/material';
import { Link, Show, useCreatePath, useRecordContext } from 'react-admin';
import { DetailList, Section } from '../components/DetailList';
import { IstTime } from '../components/IstTime';
import { SimpleTable } from '../components/SimpleTable';
import { StatusChip } from '../components/StatusChip';
import { formatRupees } from '../lib/format';
import { LISTING_STATUS_CHOICES } from '../lib/labels';
import { PropertyActions } from './PropertyActions';
import type { ListingDetail, PropertyRecord } from '../types/api';

function PropertyTitle() {
  const record = useRecordContext<PropertyRecord>();
  return <>{record ? `Property: ${record.title}` : 'Property'}</>;
}

function PropertyDetails() {
  const record = useRecordContext<PropertyRecord>();
  const createPath = useCreatePath();
  if (!record) return null;
  const photos = record.photos ?? [];
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <StatusChip set={LISTING_STATUS_CHOICES} value={record.status} />
        <Typography variant="body2" color="text.secondary">
          /{record.slug}
        </Typography>
      </Box>
      {record.statusReason && (
        <Alert severity="info" sx={{ mt: 2 }}>
          Reason on record: {record.statusReason}
        </Alert>
      )}
      <Section title="Details">
        <DetailList
          items={[
            [
              'Owner',
              <>
                <Link to={createPath({ resource: 'users', id: record.ownerId, type: 'show' })}>{record.ownerName}</Link>
                {record.ownerPhone ? ` · ${record.ownerPhone}` : ''}
              </>,
            ],
            ['Locality', record.locality ?? '—'],
            ['Half-day price (12 h)', formatRupees(record.halfDayPricePaise)],
            [
              'Full-day price (24 h)',
              record.fullDayPricePaise == null ? 'Not offered' : formatRupees(record.fullDayPricePaise),
            ],
            ['Guests at most', record.maxGuests ?? '—'],
            ['Bedrooms', record.bedrooms ?? '—'],
            ['Created (IST)', <IstTime key="c" value={record.createdAt} />],
            ['Updated (IST)', <IstTime key="u" value={record.updatedAt} />],
          ]}
        />
      </Section>
      {record.listing && <ListingTerms listing={record.listing} />}
      <Section title="Description">
        <Typography variant="body1" sx={{ whiteSpace: 'pre-line' }}>
          {record.description?.trim() || 'No description yet.'}
        </Typography>
      </Section>
      <Section title={`Photos (${photos.length})`}>
        {photos.length === 0 ? (
          <Typography color="text.secondary">No photos yet.</Typography>
        ) : (
          <ImageList cols={3} gap={8} sx={{ m: 0 }}>
            {photos.map((photo) => (
              <ImageListItem key={photo.id}>
                <img
                  src={photo.url ?? undefined}
                  alt={photo.alt ?? ''}
                  loading="lazy"
                  style={{ aspectRatio: '4 / 3', objectFit: 'cover' }}
                />
                <Typography variant="caption" color={photo.alt ? 'text.secondary' : 'error'}>
                  {photo.alt || 'No alt text'}
                </Typography>
              </ImageListItem>
            ))}
          </ImageList>
        )}
      </Section>
    </Box>
  );
}

/** Whole rupees as the listing keeps them, in the console's ₹ format. */
const rupees = (amount: number) => formatRupees(amount * 100);

/** "swimming-pool" → "Swimming pool". */
function amenityName(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function ruleSummary(rule: ListingDetail['priceRules'][number]): string {
  if (rule.percent != null) return `${rule.percent > 0 ? '+' : ''}${rule.percent}% on the usual price`;
  const half = rule.halfDayPrice != null ? `Half day ${rupees(rule.halfDayPrice)}` : '';
  const full = rule.fullDayPrice != null ? `Full day ${rupees(rule.fullDayPrice)}` : '';
  return [half, full].filter(Boolean).join(' · ') || '—';
}

function ListingTerms({ listing }: { listing: ListingDetail }) {
  const pin = `${listing.latitude.toFixed(5)}, ${listing.longitude.toFixed(5)}`;
  const mapUrl = `https://www.openstreetmap.org/?mlat=${listing.latitude}&mlon=${listing.longitude}#map=16/${listing.latitude}/${listing.longitude}`;
  return (
    <>
      <Section title="Where">
        <DetailList
          items={[
            ['Address', listing.address.trim() || '—'],
            [
              'Map pin',
              <MuiLink key="pin" href={mapUrl} target="_blank" rel="noopener noreferrer">
                {pin} (opens the map)
              </MuiLink>,
            ],
            [
              'Locality',
              listing.proposedLocality
                ? `${listing.locationName} (proposed: ${listing.proposedLocality})`
                : listing.locationName,
            ],
          ]}
        />
      </Section>
      <Section title="Prices and slots">
        <DetailList
          items={[
            ['Weekday half day', rupees(listing.halfDayPrice)],
            ['Weekday full day', listing.fullDayPrice == null ? 'Not offered' : rupees(listing.fullDayPrice)],
            [
              'Weekend half day',
              listing.weekendHalfDayPrice == null ? 'Same as weekdays' : rupees(listing.weekendHalfDayPrice),
            ],
            [
              'Weekend full day',
              listing.weekendFullDayPrice == null ? 'Same as weekdays' : rupees(listing.weekendFullDayPrice),
            ],
            ['Cleaning fee', listing.cleaningFee > 0 ? rupees(listing.cleaningFee) : 'None'],
            ['Day slot starts', listing.daySlot],
            ['Night slot starts', listing.nightSlot],
            ['Turnover between stays', `${listing.turnoverMinutes} minutes`],
          ]}
        />
        <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
          Festival and special-date prices
        </Typography>
        <SimpleTable
          label="Festival and special-date prices"
          rows={listing.priceRules}
          rowKey={(r, i) => `${i}-${r.from}`}
          empty="No special-date prices."
          columns={[
            { header: 'Name', render: (r) => r.label },
            { header: 'From', render: (r) => r.from },
            { header: 'To', render: (r) => r.to },
            { header: 'Price', render: (r) => ruleSummary(r) },
          ]}
        />
      </Section>
      <Section title="House rules and check-in">
        <Typography component="h3" variant="subtitle2">
          House rules
        </Typography>
        <Typography variant="body1" sx={{ whiteSpace: 'pre-line' }}>
          {listing.houseRules.trim() || 'No house rules yet.'}
        </Typography>
        <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
          Check-in notes
        </Typography>
        <Typography variant="body1" sx={{ whiteSpace: 'pre-line' }}>
          {listing.checkInNotes.trim() || 'No check-in notes.'}
        </Typography>
      </Section>
      <Section title={`Amenities (${listing.amenities.length})`}>
        {listing.amenities.length === 0 ? (
          <Typography color="text.secondary">No amenities chosen.</Typography>
        ) : (
          <Box
            component="ul"
            aria-label="Amenities"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
          >
            {listing.amenities.map((a) => (
              <li key={a}>
                <Chip size="small" label={amenityName(a)} variant="outlined" />
              </li>
            ))}
          </Box>
        )}
      </Section>
    </>
  );
}

export function PropertyShow() {
  return (
    <Show title={<PropertyTitle />} actions={<PropertyActions />}>
      <PropertyDetails />
    </Show>
  );
}
