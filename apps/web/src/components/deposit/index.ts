// The security deposit's shared pieces: its summary (guest and owner) and the claim's photos.
export { ClaimPhotos } from './ClaimPhotos';
export { DepositSummary, depositStateText } from './DepositSummary';
