import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { badRequest } from '../../core/http/errors.ts';
import { filesMessages } from './messages.ts';

export interface Received {
  sha256: string;
  size: number;
}

/**
 * Streams an upload to `path` while hashing it, so memory stays at one chunk whatever the size.
 * Parser failures (a body cut short, a broken boundary) are the client's fault and answer 400;
 * filesystem failures (they carry a `syscall`) and errors that already have a status pass through.
 */
export async function receiveToFile(source: Readable, path: string): Promise<Received> {
  const hash = createHash('sha256');
  let size = 0;
  const sink = createWriteStream(path, { flags: 'wx' });
  try {
    await pipeline(
      source,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          size += chunk.length;
          yield chunk;
        }
      },
      sink,
    );
  } catch (error) {
    // The file opens asynchronously: wait until it is closed, so the caller's clean-up cannot run
    // before the file exists and leave it behind.
    if (!sink.closed) await new Promise<void>((closed) => sink.once('close', () => closed()));
    const { syscall, statusCode } = error as { syscall?: string; statusCode?: number };
    if (syscall || statusCode) throw error;
    throw badRequest(filesMessages['files.malformed']);
  }
  return { sha256: hash.digest('hex'), size };
}
