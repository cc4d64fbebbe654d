// A listing as the admin API sends it (docs/ADMIN_API.md properties).
export interface PropertyRecord {
  id: number;
  slug: string;
  title: string;
  status: string;
  ownerId: number;
  ownerName: string;
  ownerPhone: string | null;
  locality: string | null;
  halfDayPricePaise: number;
  fullDayPricePaise: number | null;
  coverUrl: string | null;
  statusReason: string | null;
  updatedAt: string;
  createdAt: string;
  // One record only:
  description?: string;
  photos?: { id: number; url: string; alt: string | null }[];
  maxGuests?: number;
  bedrooms?: number;
}
