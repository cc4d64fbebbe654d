// Site header for visitors (SPEC §2 Header): brand, Home / Explore / About, Login and Sign Up,
// and on phones the brand plus the menu button.
import { Link } from 'react-router';
import { BrandMark } from '@/components/BrandMark';
import { BRAND_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { MobileMenuButton } from './MobileMenuButton';
import { mainLinks } from './nav-links';

export function Header() {
  return (
    <header className="sticky top-0 z-30 border-b border-sand-200 bg-sand-50/95 backdrop-blur supports-[backdrop-filter]:bg-sand-50/80">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link
          to={paths.home}
          className="flex items-center gap-2 rounded-lg font-display text-lg font-semibold text-brand-800 sm:text-xl"
        >
          <BrandMark className="size-8 text-brand-700" />
          <span>{BRAND_NAME}</span>
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainLinks.map((link) => (
              <li key={link.label}>
                <Link
                  to={link.to}
                  className="rounded-full px-4 py-2 text-sm font-medium text-ink-700 hover:bg-sand-100 hover:text-ink-900"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          <Link to={paths.login} className="btn-ghost">
            Login
          </Link>
          <Link to={paths.register} className="btn-primary">
            Sign Up
          </Link>
        </div>

        <div className="md:hidden">
          <MobileMenuButton />
        </div>
      </div>
    </header>
  );
}
