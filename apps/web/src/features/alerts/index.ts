// The alerts feature's public entry: the "Alert me" button and the list of active alerts (the
// unsubscribe page is composed in app/routes).
export { AlertMeButton } from './components/AlertMeButton';
export { AlertsList } from './components/AlertsList';
