import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/**
 * The local ports of the TCP connections a process holds to a given remote
 * port (Linux /proc): which of the SMTP server's clients are that process's.
 * The multi-instance test kills an instance only once it is seen waiting for
 * the SMTP server's answer.
 */
export function clientPortsOf(pid: number, remotePort: number): number[] {
  const inodes = new Set<string>();
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (match) inodes.add(match[1] as string);
      } catch {
        // closed meanwhile
      }
    }
  } catch {
    return []; // the process is gone
  }
  const ports: number[] = [];
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const connection of parseTcpTable(text)) {
      if (connection.remotePort === remotePort && inodes.has(connection.inode)) ports.push(connection.localPort);
    }
  }
  return ports;
}

/** The rows of /proc/net/tcp: "sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode …", addresses as HEXIP:HEXPORT. */
export function parseTcpTable(text: string): Array<{ localPort: number; remotePort: number; inode: string }> {
  return text
    .split("\n")
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length > 9)
    .map((fields) => ({
      localPort: parseInt((fields[1] ?? "").split(":")[1] ?? "", 16),
      remotePort: parseInt((fields[2] ?? "").split(":")[1] ?? "", 16),
      inode: fields[9] as string,
    }));
}
