// An account as the admin API sends it (docs/ADMIN_API.md users).
export interface UserRecord {
  id: number;
  fullName: string;
  phone: string | null;
  email: string | null;
  role: 'user' | 'owner' | 'admin';
  createdAt: string;
  suspended: boolean;
  suspendedAt: string | null;
  suspendedReason: string | null;
  // One record only:
  bookings?: {
    id: number;
    code: string;
    propertyTitle: string;
    startsAt: string;
    status: string;
    totalPaise: number;
  }[];
  listings?: { id: number; title: string; status: string; locality: string | null; updatedAt: string }[];
  sessions?: { id: number | string; kind: 'app' | 'admin'; createdAt: string; expiresAt: string }[];
  consents?: { id: number; choice: string; policyVersion: string; createdAt: string }[];
}
