// The offline notice (PRODUCT.md §2 PWA): it follows navigator.onLine and its online/offline events.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE, OfflineNotice } from '../OfflineNotice';

let online = true;

function goOffline(offline: boolean) {
  online = !offline;
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  online = true;
});

describe('the offline notice', () => {
  it('says nothing while online, and says what is shown once offline, then goes when back online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    render(<OfflineNotice />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();

    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline. Showing what was saved on this device.');

    goOffline(false);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows at once on a page opened offline', () => {
    online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    render(<OfflineNotice />);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
  });
});
