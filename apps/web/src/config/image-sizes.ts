// `sizes` hints of the photos that can be a page's largest paint. Shared with the early-request
// script inlined in index.html (src/boot), which preloads the same image the page will show, so
// this module must not import anything.

/** A property card in a results grid (search, locality). */
export const CARD_PHOTO_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

/** The property page's main photo. */
export const GALLERY_PHOTO_SIZES = '(min-width: 1152px) 1104px, 100vw';
