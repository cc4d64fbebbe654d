import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileBookBar } from '../components/MobileBookBar';
import { BOOKING_DATE_INPUT_ID } from '../components/PriceCalculator';

describe('Phone booking bar', () => {
  it('takes the guest to the price calculator, waiting for it when tapped before it has rendered', async () => {
    const user = userEvent.setup();
    render(<MobileBookBar halfDayPrice={8500} bookHref={null} total={null} />);
    await user.click(screen.getByRole('button', { name: 'Book now' }));

    // The calculator arrives after the tap (PropertyPage renders it just after the rest).
    const calculator = document.createElement('section');
    calculator.id = 'book';
    calculator.scrollIntoView = vi.fn();
    const date = document.createElement('input');
    date.id = BOOKING_DATE_INPUT_ID;
    calculator.append(date);
    document.body.append(calculator);

    await vi.waitFor(() =>
      expect(calculator.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }),
    );
    expect(date).toHaveFocus();
    calculator.remove();
  });
});
