// A plain <a> for a <Trans> component slot: Trans fills in the link text from the message.
import type { ComponentProps } from 'react';

export function Anchor({ children, ...props }: ComponentProps<'a'>) {
  return <a {...props}>{children}</a>;
}
