// The `bookings` resource: the searchable list and a booking's page with cancel and resend.
import EventNoteIcon from '@mui/icons-material/EventNote';
import { BookingList } from './BookingList';
import { BookingShow } from './BookingShow';

export default {
  list: BookingList,
  show: BookingShow,
  icon: EventNoteIcon,
  recordRepresentation: 'code',
  options: { label: 'Bookings' },
};
