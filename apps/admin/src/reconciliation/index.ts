// The Reconciliation page: a custom route of the console (not a resource), with its menu icon.
export { ReconciliationPage } from './ReconciliationPage';
export { default as ReconciliationIcon } from '@mui/icons-material/Balance';
