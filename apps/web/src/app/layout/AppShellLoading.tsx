// First paint while the opening page's code downloads: the real header, so the brand and menu
// appear at once, above a loading placeholder.
import { Header } from './Header';
import { PageLoading } from './PageLoading';

export function AppShellLoading() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main id="main-content" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 focus:outline-none">
        <PageLoading />
      </main>
    </div>
  );
}
