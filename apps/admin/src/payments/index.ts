// The `payments` resource: the read-only list of provider payments.
import PaymentsIcon from '@mui/icons-material/Payments';
import { PaymentList } from './PaymentList';

export default {
  list: PaymentList,
  icon: PaymentsIcon,
  options: { label: 'Payments' },
};
