// The `q` search box of a list, with an accessible name as well as its placeholder.
import { SearchInput } from 'react-admin';

export function searchFilter(placeholder: string) {
  return (
    <SearchInput
      key="q"
      source="q"
      placeholder={placeholder}
      alwaysOn
      slotProps={{ htmlInput: { 'aria-label': `Search: ${placeholder}` } }}
    />
  );
}
