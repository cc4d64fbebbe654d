// Wire shapes of the messaging API and the realtime channel, aliased from the generated OpenAPI
// types (src/types/schema.d.ts). Only what the document does not describe is written here.
import type { components } from '@/types/schema';

type Schemas = components['schemas'];

/** PRODUCT.md §3 Message. */
export type Message = Schemas['MessageView'];
/** PRODUCT.md §3 Conversation, as the signed-in user sees it. */
export type Conversation = Schemas['ConversationView'];
export type ConversationParty = Schemas['Party'];
export type SendMessageBody = Schemas['SendMessage'];
export type ThreadMeta = Schemas['ThreadMeta'];
/** What POST /conversations/{id}/read and the socket's mark_read answer. */
export type MarkedRead = Schemas['MarkedRead'];
export type MessageRead = Schemas['MessageRead'];
export type UnreadCount = Schemas['UnreadCountData'];
export type BlockStatus = Schemas['BlockStatus'];
export type Unblocked = Schemas['Unblocked'];

/** `POST /api/v1/users/block` body and answer (docs/API.md "Messaging"). */
export type UserBlockRequest = Schemas['UserBlockRequest'];
export type UserBlock = Schemas['UserBlock'];

/** PRODUCT.md §4 "Message delivery": delivered, then read. */
export type DeliveryStatus = 'delivered' | 'read';

// ---- Realtime payloads (docs/REALTIME.md "Server → client") ----

export interface UnreadCountChanged {
  unreadCount: number;
  conversationId: number;
  conversationUnreadCount: number;
}
export interface UserTyping {
  userId: number;
  conversationId: number;
  isTyping: boolean;
}
export interface UserStatus {
  userId: number;
  status: 'online' | 'offline';
}
export interface MessageDelivered {
  messageId: number;
  conversationId: number;
  deliveredAt: string;
}
export interface MessageReadReceipt {
  messageId: number;
  conversationId: number;
  readBy: number;
  readAt: string;
  deliveryStatus: 'read';
}
export interface MessagesReadReceipts {
  messageIds: number[];
  conversationId: number;
  readBy: number;
  readAt: string;
}
export interface NotificationEvent {
  type: string;
  title: string;
  message: string;
  link?: string;
}
export interface ForceDisconnect {
  reason: string;
  message: string;
}
