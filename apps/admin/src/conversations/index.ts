// The `conversations` resource: read-only list and the messages of one.
import ForumIcon from '@mui/icons-material/Forum';
import { ConversationList } from './ConversationList';
import { ConversationShow } from './ConversationShow';

export default {
  list: ConversationList,
  show: ConversationShow,
  icon: ForumIcon,
  options: { label: 'Conversations' },
};
