// A private PostgreSQL cluster for the outage and freeze runs: its own data
// directory and port, so stopping or freezing it disturbs no one else's tests on the shared cluster.
// PostgreSQL refuses to run as root; as root (CI), every command runs as the
// `postgres` user over a directory it owns.
import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type PrivatePostgres = {
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust authentication on loopback). */
  databaseUrl: string;
  port: number;
  version: string;
  /** pg_ctl stop -m fast: sessions are ended, as a planned restart or a failover does. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /**
   * SIGSTOP to the postmaster and every process it started (backends,
   * checkpointer, ...): PostgreSQL stops answering but keeps every connection
   * open, as a frozen host or a network partition. Returns the number of
   * processes frozen.
   */
  freeze: () => number;
  /** SIGCONT to the processes frozen. */
  thaw: () => void;
  /** Stops it (if running) and deletes its data. */
  dispose: () => void;
};

/** The newest /usr/lib/postgresql/<version>/bin holding initdb and pg_ctl, or undefined. */
export function postgresBinDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "pg_ctl")) && existsSync(join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : undefined;
}

const isRoot = () => process.getuid?.() === 0;

function userIds(name: string): { uid: number; gid: number } {
  const uid = Number(execFileSync("id", ["-u", name], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", name], { encoding: "utf8" }).trim());
  return { uid, gid };
}

/** A PostgreSQL program's command line, as `postgres` when we are root. */
function commandLine(bin: string, program: string, args: string[]): [string, string[]] {
  const command = join(bin, program);
  return isRoot() ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}

function run(bin: string, program: string, args: string[]): string {
  const [file, argv] = commandLine(bin, program, args);
  return execFileSync(file, argv, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 60_000 });
}

/** Without blocking the event loop: the load keeps running while PostgreSQL stops and starts. */
async function runAsync(bin: string, program: string, args: string[]): Promise<void> {
  const [file, argv] = commandLine(bin, program, args);
  await promisify(execFile)(file, argv, { encoding: "utf8", timeout: 60_000 });
}

/** Sends a signal (we are root or the cluster's owner); false when the process has ended. */
function signal(pid: number, name: NodeJS.Signals): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).split("\n").filter(Boolean).map(Number);
  } catch {
    return []; // pgrep exits 1 when there are none
  }
}

export function startPrivatePostgres(port: number): PrivatePostgres {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL's server programs are not installed (/usr/lib/postgresql/<version>/bin)");
  const dir = mkdtempSync(join(tmpdir(), "ankur-private-pg-"));
  if (isRoot()) {
    const { uid, gid } = userIds("postgres");
    chownSync(dir, uid, gid);
  }
  const dataDir = join(dir, "data");
  const logFile = join(dir, "postgres.log");
  run(bin, "initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  // Sockets in the private directory; fsync on, as in production.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  const startArgs = ["-D", dataDir, "-l", logFile, "-o", options, "-w", "-t", "60", "start"];
  run(bin, "pg_ctl", startArgs);
  const version = run(bin, "postgres", ["--version"]).trim();
  let disposed = false;
  let frozen: number[] = [];
  const thaw = () => {
    for (const pid of frozen) signal(pid, "SIGCONT");
    frozen = [];
  };
  return {
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    version,
    stop: () => runAsync(bin, "pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "-t", "60", "stop"]),
    start: () => runAsync(bin, "pg_ctl", startArgs),
    freeze: () => {
      // The postmaster first: stopped, it starts no new process while its children are listed.
      const postmaster = Number(readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
      signal(postmaster, "SIGSTOP");
      frozen = [postmaster];
      for (const pid of childrenOf(postmaster)) if (signal(pid, "SIGSTOP")) frozen.push(pid);
      return frozen.length;
    },
    thaw,
    dispose: () => {
      if (disposed) return;
      disposed = true;
      thaw();
      try {
        run(bin, "pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } catch {
        // not running
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
