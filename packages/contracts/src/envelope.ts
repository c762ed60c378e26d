import { z } from 'zod';

/** Every HTTP response body: `code` 200 is success, any other value mirrors the HTTP status or a chat code. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

export const pageQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
