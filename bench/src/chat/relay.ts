/**
 * Child process: the baseline. A bare `ws` relay with no auth and no storage: a client joins rooms in
 * its connection URL (`?rooms=a,b`), and a frame `{"room": ...}` goes to every socket in that room,
 * the sender included, exactly the fan-out the chat server does (it echoes to the sender's devices).
 * Prints `RelayServerReady` once listening; stops when stdin closes.
 */
import { type WebSocket, WebSocketServer } from 'ws';
import { log, onStopRequest, readInput, reply } from './stdio.ts';
import type { RelayServerReady } from './types.ts';

await readInput<Record<string, never>>();
const rooms = new Map<string, Set<WebSocket>>();
const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });

server.on('connection', (socket, request) => {
  const joined = new URL(request.url ?? '/', 'ws://relay').searchParams.get('rooms')?.split(',') ?? [];
  for (const room of joined) {
    const members = rooms.get(room) ?? new Set<WebSocket>();
    rooms.set(room, members.add(socket));
  }
  socket.on('message', (data, isBinary) => {
    // Parsing the frame to find its room is the one piece of work every relay must do.
    const { room } = JSON.parse(data.toString()) as { room: string };
    for (const member of rooms.get(room) ?? []) member.send(data, { binary: isBinary });
  });
  socket.on('close', () => {
    for (const room of joined) rooms.get(room)?.delete(socket);
  });
});

await new Promise<void>((resolve) => server.once('listening', resolve));
const { port } = server.address() as { port: number };
onStopRequest(
  () =>
    new Promise<void>((resolve) => {
      for (const client of server.clients) client.terminate();
      server.close(() => resolve());
    }),
);
log(`ws relay on ws://127.0.0.1:${port}, pid ${process.pid}`);
reply({ url: `ws://127.0.0.1:${port}` } satisfies RelayServerReady);
