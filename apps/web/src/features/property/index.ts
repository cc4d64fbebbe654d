// The property feature's public entry: the property read the booking page shares, the Book now
// link, and the props of the owner's preview of a listing's page (./preview/PropertyPreview, a
// chunk of its own that the route composing the preview loads). The page itself is loaded by the
// route table.
export { isNotFound, useProperty } from './api/get-property';
export { BookNowLink } from './components/BookNowLink';
export type { PropertyPreviewProps } from './preview/PropertyPreview';
