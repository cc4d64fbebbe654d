// A lazily loaded page or section: a module whose default export is the component, shown once
// its catalogs in the active language are in too. A failed download is not kept for good: the
// Try Again of the error boundary around it (app/layout/RootLayout, or the page's own) calls
// retryFailedPages, which asks for the module again.
import { lazy, type ComponentType } from 'react';
import { withCatalogs } from '@/i18n';

export type PageModule<P extends object = object> = { default: ComponentType<P> };

/** Pages whose module failed to download, each with the way to ask for it again. */
const failed = new Set<() => void>();

/** Lets the pages whose code failed to download try again at their next render. */
export function retryFailedPages(): void {
  const retries = [...failed];
  failed.clear();
  for (const retry of retries) retry();
}

export function page<P extends object = object>(load: () => Promise<PageModule<P>>): ComponentType<P> {
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
  return function RoutePage(props: P) {
    const { Page } = current;
    return <Page {...props} />;
  };
}
