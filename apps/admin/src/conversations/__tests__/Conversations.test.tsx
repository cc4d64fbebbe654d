import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn, stubResource } from '../../testing/console';

const conversation = {
  id: 12,
  propertyId: 8,
  propertyTitle: 'Mango Meadows',
  guestId: 131,
  guestName: 'Meera Iyer',
  ownerId: 2,
  ownerName: 'Srinivas Reddy',
  blocked: true,
  messageCount: 2,
  lastMessageAt: '2026-11-24T08:52:00Z',
};

describe('conversations', () => {
  it('lists conversations read-only and filters the reported ones', async () => {
    const seen = stubResource('conversations', () => [conversation]);
    const user = renderSignedIn('/admin/conversations');
    const grid = await screen.findByRole('table');
    const [row] = within(within(grid).getAllByRole('rowgroup')[1]).getAllByRole('row');
    for (const text of ['Mango Meadows', 'Meera Iyer', 'Srinivas Reddy', 'Blocked', '24 Nov 2026, 14:22 IST']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /delete|edit|create/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Reported' }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await waitFor(() => expect(seen.at(-1)?.filter).toEqual({ reported: true }));
  });

  it('shows the messages of one conversation', async () => {
    const full = {
      ...conversation,
      messages: [
        {
          id: 1,
          senderId: 131,
          senderName: 'Meera Iyer',
          body: 'Is the pool heated?',
          createdAt: '2026-11-24T08:50:00Z',
        },
        {
          id: 2,
          senderId: 2,
          senderName: 'Srinivas Reddy',
          body: 'Yes, in winter.',
          createdAt: '2026-11-24T08:52:00Z',
        },
      ],
    };
    stubResource(
      'conversations',
      () => [full],
      () => full,
    );
    renderSignedIn('/admin/conversations/12/show');
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getByText('Is the pool heated?')).toBeInTheDocument();
    expect(within(list).getByText('Yes, in winter.')).toBeInTheDocument();
    expect(screen.getByText('One side blocked the other.')).toBeInTheDocument();
  });

  it('says so when there are no conversations', async () => {
    stubResource('conversations', () => []);
    renderSignedIn('/admin/conversations');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
  });
});
