// The saved-farmhouses feature's public entry: the app-wide piece that gates the heart and keeps
// the local list in step with the signed-in user's (the Saved page is composed in app/routes).
export { SavedFarmhousesSync, SAVE_ACTION } from './SavedFarmhousesSync';
