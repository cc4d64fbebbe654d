// A route's page: a lazily loaded module whose default export is the page component, shown once
// the page's catalogs in the active language are in too. A failed download is not kept for good:
// the page's Try Again (app/layout/RootLayout calls retryFailedPages) asks for the module again.
import { lazy, type ComponentType } from 'react';
import { withCatalogs } from '@/i18n';

export type PageModule = { default: ComponentType };

/** Pages whose module failed to download, each with the way to ask for it again. */
const failed = new Set<() => void>();

/** Lets the pages whose code failed to download try again at their next render. */
export function retryFailedPages(): void {
  const retries = [...failed];
  failed.clear();
  for (const retry of retries) retry();
}

export function page(load: () => Promise<PageModule>): ComponentType {
  const loadWithCatalogs = withCatalogs(load);
  const fresh = () =>
    lazy(() =>
      loadWithCatalogs().catch((error: unknown) => {
        failed.add(() => {
          current.Page = fresh();
        });
        throw error;
      }),
    );
  const current = { Page: fresh() };
  return function RoutePage() {
    const { Page } = current;
    return <Page />;
  };
}
