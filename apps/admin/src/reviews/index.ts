// The `reviews` resource: the list with Hide and Restore.
import StarIcon from '@mui/icons-material/Star';
import { ReviewList } from './ReviewList';

export default {
  list: ReviewList,
  icon: StarIcon,
  options: { label: 'Reviews' },
};
