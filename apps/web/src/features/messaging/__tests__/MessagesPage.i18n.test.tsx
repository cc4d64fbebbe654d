// The messages screen in Telugu and Hindi: headings, folders, the list's labels, the thread and
// the composer come from the catalogs; names, properties and message texts stay as sent.
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { setLanguage } from '@/i18n';
import { conversation, message, owner, guestUser, renderMessaging, stubMessaging } from './helpers';

describe('/messages in another language', () => {
  it('reads in Telugu', async () => {
    stubMessaging({
      conversations: [
        conversation({
          unreadCount: 2,
          lastMessage: message({ id: 5, senderId: owner.id, recipientId: guestUser.id, content: 'Pool is ready' }),
        }),
      ],
    });
    await act(() => setLanguage('te'));
    const { user } = await renderMessaging('/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'మెసేజ్‌లు' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'మెసేజ్ ఫోల్డర్లు' })).toHaveTextContent('ఇన్‌బాక్స్');
    await user.click(await screen.findByRole('link', { name: 'Ravi Kumar Reddy, Banyan Grove Farmhouse, 2 చదవనివి' }));
    expect(await screen.findByRole('button', { name: 'పంపండి' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('మెసేజ్ రాయండి')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ఆర్కైవ్ చేయండి' })).toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    stubMessaging({ conversations: [] });
    await act(() => setLanguage('hi'));
    await renderMessaging('/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'मैसेज' })).toBeInTheDocument();
    expect(await screen.findByText('अभी तक कोई बातचीत नहीं है।')).toBeInTheDocument();
    expect(screen.getByText('पढ़ने के लिए कोई बातचीत चुनें।')).toBeInTheDocument();
  });
});
