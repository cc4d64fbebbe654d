// The `payouts` resource: owners' payouts, one payout with its ledger lines, and Send again.
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { PayoutList } from './PayoutList';
import { PayoutShow } from './PayoutShow';

export default {
  list: PayoutList,
  show: PayoutShow,
  icon: AccountBalanceWalletIcon,
  recordRepresentation: 'reference',
  options: { label: 'Payouts' },
};
