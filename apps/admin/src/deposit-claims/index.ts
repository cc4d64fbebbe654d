// The `deposit-claims` resource: the queue of owners' claims on security deposits and one claim,
// where staff decide a disputed one.
import SavingsIcon from '@mui/icons-material/Savings';
import { DepositClaimList } from './DepositClaimList';
import { DepositClaimShow } from './DepositClaimShow';

export default {
  list: DepositClaimList,
  show: DepositClaimShow,
  icon: SavingsIcon,
  options: { label: 'Deposit claims' },
};
