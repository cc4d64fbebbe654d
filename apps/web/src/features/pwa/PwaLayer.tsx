// What the app shows about this device's copy of it: the offline notice and, where service
// workers exist, the update prompt. Loaded after the page's load event, off the first load.
import { OfflineNotice } from './OfflineNotice';
import { ServiceWorkerUpdates } from './ServiceWorkerUpdates';

export default function PwaLayer() {
  return (
    <>
      <OfflineNotice />
      {'serviceWorker' in navigator && <ServiceWorkerUpdates />}
    </>
  );
}
