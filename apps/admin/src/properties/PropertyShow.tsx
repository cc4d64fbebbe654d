// One listing as an admin reviews it: status (and why), owner, prices, description and photos.
import { Alert, Box, ImageList, ImageListItem, Typography } from '@mui/material';
import { Link, Show, useCreatePath, useRecordContext } from 'react-admin';
import { DetailList, Section } from '../components/DetailList';
import { IstTime } from '../components/IstTime';
import { StatusChip } from '../components/StatusChip';
import { formatRupees } from '../lib/format';
import { LISTING_STATUS_CHOICES } from '../lib/labels';
import { PropertyActions } from './PropertyActions';
import type { PropertyRecord } from './types';

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
            ['Full-day price (24 h)', record.fullDayPricePaise == null ? 'Not offered' : formatRupees(record.fullDayPricePaise)],
            ['Guests at most', record.maxGuests ?? '—'],
            ['Bedrooms', record.bedrooms ?? '—'],
            ['Created (IST)', <IstTime key="c" value={record.createdAt} />],
            ['Updated (IST)', <IstTime key="u" value={record.updatedAt} />],
          ]}
        />
      </Section>
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
                <img src={photo.url} alt={photo.alt ?? ''} loading="lazy" style={{ aspectRatio: '4 / 3', objectFit: 'cover' }} />
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

export function PropertyShow() {
  return (
    <Show title={<PropertyTitle />} actions={<PropertyActions />}>
      <PropertyDetails />
    </Show>
  );
}
