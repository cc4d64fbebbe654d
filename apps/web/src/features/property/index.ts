// The property feature's public entry: the property read the booking page shares, and the Book
// now link. The page itself is loaded by the route table.
export { isNotFound, useProperty } from './api/get-property';
export { BookNowLink } from './components/BookNowLink';
