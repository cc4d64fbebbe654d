// What the app shows about this device's copy of it: the offline notice and, where service
// workers exist, the update prompt. The page frame draws it after the page's load event.
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
