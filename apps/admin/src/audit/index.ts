// The `audit` resource: the read-only audit trail.
import HistoryIcon from '@mui/icons-material/History';
import { AuditList } from './AuditList';

export default {
  list: AuditList,
  icon: HistoryIcon,
  options: { label: 'Audit log' },
};
