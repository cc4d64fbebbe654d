// A deposit claim's photos: kept privately by the server, so each is read with the signed-in
// user's bearer token and shown from a local object URL (released when the list goes).
import { useEffect, useState } from 'react';
import { API_BASE, readStoredToken } from '@/lib/api-client';
import type { DepositClaimPhoto } from '@/types/api';
import { useLingui } from '@/i18n/react';
import './messages';

async function photoUrl(url: string, signal: AbortSignal): Promise<string | null> {
  const token = readStoredToken();
  const response = await fetch(`${API_BASE}${url}`, {
    signal,
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) return null;
  return URL.createObjectURL(await response.blob());
}

export function ClaimPhotos({ photos }: { photos: DepositClaimPhoto[] }) {
  const { _ } = useLingui();
  const [urls, setUrls] = useState<(string | null)[]>([]);
  const key = photos.map((p) => p.url).join(' ');
  useEffect(() => {
    const controller = new AbortController();
    let made: (string | null)[] = [];
    Promise.all(photos.map((p) => photoUrl(p.url, controller.signal).catch(() => null)))
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
  if (photos.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label={_('deposit.photos')}>
      {photos.map((photo, i) => (
        <li key={photo.id}>
          {urls[i] ? (
            <a href={urls[i] ?? undefined} target="_blank" rel="noreferrer">
              <img
                src={urls[i] ?? undefined}
                alt={_('deposit.photoAlt', { n: i + 1 })}
                className="size-20 rounded-lg object-cover"
              />
            </a>
          ) : (
            <span className="flex size-20 items-center justify-center rounded-lg bg-sand-100 text-xs text-ink-600">
              {_('deposit.photoLoading')}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
