import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { track } from '@/lib/analytics';
import { useAnnounceChatSubject } from '@/lib/support-chat';
import { SupportChatLink } from '../SupportChatLink';

vi.mock('@/lib/analytics', () => ({ track: vi.fn() }));

const lakeview = { id: 3, title: 'Lakeview Farm', slug: 'lakeview-farm' };

/** The message a wa.me link opens with. */
const text = (link: HTMLElement) => new URL(link.getAttribute('href')!).searchParams.get('text');

/** Clicks without leaving the page (jsdom cannot open WhatsApp). */
async function press(link: HTMLElement) {
  link.addEventListener('click', (event) => event.preventDefault());
  await userEvent.setup().click(link);
}

function OnPropertyPage({ children }: { children: React.ReactNode }) {
  useAnnounceChatSubject(lakeview.id, lakeview.title, lakeview.slug);
  return children;
}

beforeEach(() => vi.mocked(track).mockClear());

describe('SupportChatLink', () => {
  it('opens a WhatsApp chat with support in a new tab, named for what it does', () => {
    render(<SupportChatLink source="header" />);
    const link = screen.getByRole('link', { name: 'Chat with us: opens a WhatsApp chat with support in a new tab' });
    expect(link).toHaveTextContent('Chat with us');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const href = new URL(link.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/919052007788');
    expect(text(link)).toBe('Hi Hyderabad Escapes, I have a question about booking a farmhouse.');
  });

  it('names the given farmhouse and its page in the message, and tracks it with the source', async () => {
    render(<SupportChatLink source="property" property={lakeview} />);
    const link = screen.getByRole('link', { name: /^Chat with us/ });
    expect(text(link)).toBe(
      `Hi Hyderabad Escapes, I have a question about Lakeview Farm: ${location.origin}/property/lakeview-farm`,
    );
    await press(link);
    expect(track).toHaveBeenCalledExactlyOnceWith('chat_link_clicked', { propertyId: 3, source: 'property' });
  });

  it('is tracked without a property away from a farmhouse page', async () => {
    const onClick = vi.fn();
    render(<SupportChatLink source="mobile_menu" onClick={onClick} />);
    await press(screen.getByRole('link', { name: /^Chat with us/ }));
    expect(track).toHaveBeenCalledExactlyOnceWith('chat_link_clicked', { source: 'mobile_menu' });
    expect(onClick).toHaveBeenCalled();
  });

  it('names the farmhouse whose page is open when placed outside it (header, menu)', async () => {
    render(
      <OnPropertyPage>
        <SupportChatLink source="header" />
      </OnPropertyPage>,
    );
    const link = screen.getByRole('link', { name: /^Chat with us/ });
    expect(text(link)).toContain('Lakeview Farm: ');
    await press(link);
    expect(track).toHaveBeenCalledExactlyOnceWith('chat_link_clicked', { propertyId: 3, source: 'header' });
  });
});
