// The reviews feature's public entry: the "Write a review" button that opens the app-wide review
// dialog (ReviewDialogProvider, which the app shell mounts from its own module), and the property
// page's "How was your stay?" for a signed-in guest with a stay there to review.
export { ReviewDialogProvider } from './ReviewDialogProvider';
export { WriteReviewButton } from './components/WriteReviewButton';
export { StayReviewPrompt } from './components/StayReviewPrompt';
export type { ReviewableStay } from './review-dialog-context';
