// `<Trans id="home.locations.from" values={{ price }} components={{ 0: <strong /> }} />`: a message
// with markup. Its own module, so only the chunks that use it carry Lingui's rich-text code.
import { TransNoContext, type TransProps } from '@lingui/react/server';
import { useLingui } from './react';

export function Trans(props: TransProps) {
  const lingui = useLingui();
  return <TransNoContext {...props} lingui={lingui} />;
}
