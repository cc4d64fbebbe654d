// A claim's photos for staff: kept privately by the server, read with the admin token and shown
// from local object URLs (released when the page goes).
import { Box, Link as MuiLink, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { getAdminToken } from '../auth/session';

interface Photo {
  id: number;
  url: string;
}

export function ClaimPhotos({ photos }: { photos: Photo[] }) {
  const [urls, setUrls] = useState<(string | null)[]>([]);
  const key = photos.map((p) => p.url).join(' ');
  useEffect(() => {
    const controller = new AbortController();
    let made: (string | null)[] = [];
    const token = getAdminToken();
    Promise.all(
      photos.map(async (p) => {
        const response = await fetch(new URL(p.url, window.location.origin), {
          signal: controller.signal,
          credentials: 'include',
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        });
        return response.ok ? URL.createObjectURL(await response.blob()) : null;
      }),
    )
      .then((loaded) => {
        made = loaded;
        setUrls(loaded);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      for (const url of made) if (url) URL.revokeObjectURL(url);
    };
    // The photos' addresses say when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (photos.length === 0) return <Typography variant="body2">No photos.</Typography>;
  return (
    <Box component="ul" aria-label="Claim photos" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
      {photos.map((photo, i) => (
        <Box component="li" key={photo.id} sx={{ listStyle: 'none' }}>
          {urls[i] ? (
            <MuiLink href={urls[i] ?? undefined} target="_blank" rel="noreferrer">
              <img
                src={urls[i] ?? undefined}
                alt={`Claim evidence ${i + 1} of ${photos.length}`}
                style={{ width: 160, height: 120, objectFit: 'cover', borderRadius: 8 }}
              />
            </MuiLink>
          ) : (
            <Typography variant="body2">Photo {i + 1} loading…</Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
