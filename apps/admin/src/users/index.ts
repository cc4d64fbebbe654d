// The `users` resource: the list of accounts and an account's page with its actions.
import PeopleIcon from '@mui/icons-material/People';
import { UserList } from './UserList';
import { UserShow } from './UserShow';

export default {
  list: UserList,
  show: UserShow,
  icon: PeopleIcon,
  recordRepresentation: 'fullName',
  options: { label: 'Users' },
};
