import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import {
  supportChatMessage,
  useAnnounceChatSubject,
  useChatSubject,
  whatsappDigits,
  whatsappHref,
} from '../support-chat';

const lakeview = { id: 3, title: 'Lakeview Farm & Pool', slug: 'lakeview-farm' };

describe('whatsappDigits', () => {
  it('keeps the digits of a full number', () => {
    expect(whatsappDigits('+91 90520 07788')).toBe('919052007788');
    expect(whatsappDigits('+91-90520-07788')).toBe('919052007788');
  });

  it('adds the country code to a national number', () => {
    expect(whatsappDigits('90520 07788')).toBe('919052007788');
    expect(whatsappDigits('090520 07788')).toBe('919052007788');
  });
});

describe('supportChatMessage', () => {
  it('names the farmhouse and its page', () => {
    expect(supportChatMessage(lakeview, 'https://hyderabadescapes.in')).toBe(
      'Hi Hyderabad Escapes, I have a question about Lakeview Farm & Pool: https://hyderabadescapes.in/property/lakeview-farm',
    );
  });

  it('greets support when no farmhouse is open', () => {
    expect(supportChatMessage(null)).toBe('Hi Hyderabad Escapes, I have a question about booking a farmhouse.');
  });
});

describe('whatsappHref', () => {
  it('is a wa.me address with the number in digits and the message encoded', () => {
    const href = whatsappHref('+91 90520 07788', supportChatMessage(lakeview, 'https://x.in'));
    expect(href).toBe(
      'https://wa.me/919052007788?text=Hi%20Hyderabad%20Escapes%2C%20I%20have%20a%20question%20about%20Lakeview%20Farm%20%26%20Pool%3A%20https%3A%2F%2Fx.in%2Fproperty%2Flakeview-farm',
    );
    // Read back as WhatsApp would: the message arrives whole, "&" included.
    expect(new URL(href).searchParams.get('text')).toBe(
      'Hi Hyderabad Escapes, I have a question about Lakeview Farm & Pool: https://x.in/property/lakeview-farm',
    );
  });
});

function Shown() {
  return <p data-testid="subject">{useChatSubject()?.title ?? 'none'}</p>;
}

function PropertyView() {
  useAnnounceChatSubject(lakeview.id, lakeview.title, lakeview.slug);
  return null;
}

function Page() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Shown />
      {open && <PropertyView />}
      <button type="button" onClick={() => setOpen(false)}>
        Leave
      </button>
    </>
  );
}

describe('the farmhouse being viewed', () => {
  it('is known elsewhere on the page while its page is shown, and forgotten after', async () => {
    render(<Page />);
    expect(screen.getByTestId('subject')).toHaveTextContent('Lakeview Farm & Pool');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByTestId('subject')).toHaveTextContent('none');
  });
});
