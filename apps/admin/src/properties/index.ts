// The `properties` resource: every listing, its page with the review actions, and the review queue.
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { PropertyList } from './PropertyList';
import { PropertyShow } from './PropertyShow';

export { ReviewQueue } from './ReviewQueue';

export default {
  list: PropertyList,
  show: PropertyShow,
  icon: HomeWorkIcon,
  recordRepresentation: 'title',
  options: { label: 'Properties' },
};
