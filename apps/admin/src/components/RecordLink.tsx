// A link to another record's page (a payment's booking, a review's property).
import type { ReactNode } from 'react';
import { Link, useCreatePath, type Identifier } from 'react-admin';

export function RecordLink({
  resource,
  id,
  children,
}: {
  resource: string;
  id: Identifier | null | undefined;
  children: ReactNode;
}) {
  const createPath = useCreatePath();
  if (id === null || id === undefined) return <>{children}</>;
  return <Link to={createPath({ resource, id, type: 'show' })}>{children}</Link>;
}
