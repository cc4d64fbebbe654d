// A stay's earning state and a payout's status in words (never the API's codes).
import { messageId } from '@/i18n/catalogs';
import type { PayoutStatus, StayEarningState } from '../api/payouts';

export const STAY_STATE: Record<StayEarningState, string> = {
  upcoming: messageId('payouts.state.upcoming'),
  available: messageId('payouts.state.available'),
  paid_out: messageId('payouts.state.paidOut'),
  owed: messageId('payouts.state.owed'),
  cancelled: messageId('payouts.state.cancelled'),
  disputed: messageId('payouts.state.disputed'),
};

export const PAYOUT_STATUS: Record<PayoutStatus, string> = {
  queued: messageId('payouts.status.queued'),
  processing: messageId('payouts.status.processing'),
  processed: messageId('payouts.status.processed'),
  failed: messageId('payouts.status.failed'),
  reversed: messageId('payouts.status.reversed'),
};
