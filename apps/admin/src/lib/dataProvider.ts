// The stock simple REST data provider over the admin API (DESIGN.md: the server meets its contract).
import simpleRestProvider from 'ra-data-simple-rest';
import { ADMIN_API_PATH } from '../config/constants';
import { httpClient } from './httpClient';

/** Absolute so the same code runs in the browser and under Node's fetch in tests. */
export function adminApiUrl(origin: string = window.location.origin): string {
  return new URL(ADMIN_API_PATH, origin).toString();
}

export const dataProvider = simpleRestProvider(adminApiUrl(), httpClient);
