/**
 * A TCP proxy in front of a database that can go silent: while stalled, it keeps every connection open
 * and accepts new ones but passes no byte either way, as a hung or unreachable database server looks
 * to its clients. Without a target it is silent from the start (a host that accepts and never answers).
 */
import { createServer, type Socket, connect } from "node:net";

export interface StallingProxy {
  port: number;
  /** From now on, nothing goes through, on open connections and new ones. */
  stall: () => void;
  close: () => Promise<void>;
}

export async function startStallingProxy(target?: { host: string; port: number }): Promise<StallingProxy> {
  let stalled = !target;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    track(client);
    if (!target) return;
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.on("data", (chunk) => void (stalled || upstream.write(chunk)));
    upstream.on("data", (chunk) => void (stalled || client.write(chunk)));
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolveListening) => server.listen(0, "127.0.0.1", resolveListening));
  return {
    port: (server.address() as { port: number }).port,
    stall: () => void (stalled = true),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolveClosed) => server.close(() => resolveClosed()));
    },
  };
}
