// The `refunds` resource: the list with Retry on failed refunds.
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { RefundList } from './RefundList';

export default {
  list: RefundList,
  icon: CurrencyExchangeIcon,
  options: { label: 'Refunds' },
};
