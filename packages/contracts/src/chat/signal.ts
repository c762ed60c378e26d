import { z } from 'zod';

/**
 * Online-only signals (call signalling: invitations, SDP offers and answers, ICE candidates). The
 * server checks them like a send (membership, blacklist) and pushes them to the addressed users'
 * connected devices and the sender's other devices, but stores nothing: no sequence, no history, no
 * unread count, no conversation preview. A user who is offline simply misses them.
 */
export const SIGNAL_MAX_BYTES = 16 * 1024;
/** Addressees of one group signal: a mesh call has at most 6 people, so 5 others. */
export const SIGNAL_MAX_TARGETS = 20;

export const signalRpcSchemas = {
  sendSignal: {
    params: z.object({
      conversationID: z.string().regex(/^(C2C|GROUP).+/),
      /** Group conversations: the members to reach. C2C: ignored (the peer). */
      userIDList: z.array(z.string().min(1).max(128)).max(SIGNAL_MAX_TARGETS).default([]),
      data: z.string().min(1).max(SIGNAL_MAX_BYTES),
    }),
    result: z.object({}),
  },
} as const;

export const signalPushSchemas = {
  /** `conversationID` as the receiver sees it (C2C<sender> for the peer, C2C<peer> for my devices). */
  signal: z.object({ conversationID: z.string(), from: z.string(), data: z.string() }),
} as const;

/** `GET /chat/ice-servers`: the RTCIceServer list for calls, TURN credentials time-limited. */
export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export const iceServersResultSchema = z.object({
  iceServers: z.array(iceServerSchema),
  /** Unix seconds after which the TURN credential stops working; 0 when there is none. */
  expiresAt: z.number().int(),
});
export type IceServer = z.infer<typeof iceServerSchema>;
export type IceServersResult = z.infer<typeof iceServersResultSchema>;
