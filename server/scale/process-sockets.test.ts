import { createServer, connect } from "node:net";
import { describe, expect, it } from "vitest";
import { clientPortsOf, parseTcpTable } from "./process-sockets.ts";

describe("a process's client sockets (/proc)", () => {
  it("reads the ports and inode of /proc/net/tcp rows", () => {
    const table = `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 0100007F:9C40 0100007F:0019 01 00000000:00000000 00:00000000 00000000     0        0 123456 1 0000000000000000 20 4 30 10 -1`;
    expect(parseTcpTable(table)).toEqual([{ localPort: 0x9c40, remotePort: 25, inode: "123456" }]);
  });

  it.runIf(process.platform === "linux")("finds this process's connection to a server by the server's port", async () => {
    const server = createServer((socket) => socket.on("error", () => undefined));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as { port: number }).port;
    const client = connect(port, "127.0.0.1");
    await new Promise((resolve) => client.once("connect", resolve));
    try {
      expect(clientPortsOf(process.pid, port)).toEqual([client.localPort]);
      expect(clientPortsOf(2 ** 30, port)).toEqual([]);
    } finally {
      client.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
