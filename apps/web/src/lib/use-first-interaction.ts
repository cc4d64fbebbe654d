// True from the visitor's first interaction with the page on (see afterFirstInteraction).
import { useEffect, useState } from 'react';
import { afterFirstInteraction } from './after-paint';

export function useFirstInteraction(): boolean {
  const [used, setUsed] = useState(false);
  useEffect(() => (used ? undefined : afterFirstInteraction(() => setUsed(true))), [used]);
  return used;
}
