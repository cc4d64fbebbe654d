// A click on the account menu's placeholder (Header.tsx) before the menu's chunk has loaded:
// the menu opens once it mounts.
let requested = false;

export function requestAccountMenuOpen(): void {
  requested = true;
}

export function isAccountMenuOpenRequested(): boolean {
  return requested;
}

export function clearAccountMenuOpenRequest(): void {
  requested = false;
}
