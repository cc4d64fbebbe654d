// The tracked events of PRODUCT.md §7 and the fields the server keeps of each (docs/API.md "Analytics
// and performance"): types only, so call sites are checked without shipping a byte.

export interface AnalyticsEventMap {
  search_submitted: {
    location: string;
    checkIn: string;
    checkOut: string;
    guests: number | null;
    bookingType: string | null;
  };
  /**
   * `source`: where the guest came from, "search", "home", "locality", "direct", … A path of this
   * site or an address may be given: the queue turns it into such a name (./source.ts).
   */
  property_viewed: { propertyId: number; source: string };
  /** Without `propertyId` when the chat is with support and no farmhouse's page is open. */
  chat_link_clicked: { propertyId?: number; source: string };
  /** Without `propertyId` when the number called is the site's support line. */
  phone_call_clicked: { propertyId?: number; source: string };
  exit_intent: { source: string };
  lead_converted: { source: string; kind: string };
  user_logout: Record<string, never>;
}

export type AnalyticsEventName = keyof AnalyticsEventMap;

/** One event as `POST /api/analytics/batch` takes it (PRODUCT.md §3 "Analytics event"). */
export interface AnalyticsEvent {
  eventName: AnalyticsEventName;
  eventData: object;
  /** Milliseconds since the epoch, when it happened (not when it was sent). */
  timestamp: number;
  sessionId: string;
  userId?: number;
}

/**
 * What the facade hands the runtime. Passed in, not imported: when a module of the entry chunk is
 * imported by the lazy chunk too, the bundler may split it into a chunk of its own, which costs
 * every first load a request.
 */
export interface RuntimeDeps {
  consented(): boolean;
  userId(): number | undefined;
  /** PRODUCT.md §3 "a list of failed analytics events" (localStorage key). */
  failedEventsKey: string;
}

/** What the lazily loaded runtime offers the facade. */
export interface AnalyticsRuntime {
  /** `userId`: who was signed in when it happened (null: nobody), which may no longer be so. */
  track(name: AnalyticsEventName, data: object, timestamp: number, userId: number | null): void;
  /** Sends what is queued now (before signing out, while the token still attributes it). */
  flush(): void;
  /** Consent withdrawn: forget the queue and the stored failures, send no more reports. */
  clear(): void;
}
