// Query keys of the messaging caches; the realtime events invalidate them (PRODUCT.md §7).
export const messagingKeys = {
  all: ['messaging'] as const,
  conversations: ['messaging', 'conversations'] as const,
  conversationList: (archived: boolean) => ['messaging', 'conversations', archived ? 'archived' : 'active'] as const,
  conversation: (id: number) => ['messaging', 'conversation', id] as const,
  threads: ['messaging', 'thread'] as const,
  thread: (id: number) => ['messaging', 'thread', id] as const,
  /** GET /api/v1/messages with filters; the owner's inquiries are `{messageType: 'inquiry'}`. */
  messages: ['messaging', 'messages'] as const,
  inquiries: ['messaging', 'messages', 'inquiry'] as const,
  unreadCount: ['messaging', 'unread-count'] as const,
  blockStatus: (userId: number) => ['messaging', 'block-status', userId] as const,
};
