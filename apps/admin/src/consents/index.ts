// The `consents` resource: the read-only consent log.
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { ConsentList } from './ConsentList';

export default {
  list: ConsentList,
  icon: FactCheckIcon,
  options: { label: 'Consent log' },
};
