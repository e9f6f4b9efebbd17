import { describe, expect, it } from "vitest";
import { parseYaml } from "./mini-yaml.ts";

describe("parseYaml (the subset compose.yaml uses)", () => {
  it("reads mappings, sequences, scalars, quoted strings, flow sequences and comments", () => {
    const text = `# a comment
name: ankur
services:
  app:
    deploy:
      replicas: 2   # two
    environment:
      URL: "postgres://a:b@db/x#frag"
      EMPTY: \${SMTP_URL:-}
    ports:
      - "8080:80"
    test: ["CMD-SHELL", "pg_isready -U ankur"]
    networks:
      default:
        ipv4_address: 172.28.0.10
  list:
    - subnet: 10.0.0.0/24
      gateway: 10.0.0.1
    - plain
volumes:
  pgdata:
`;
    expect(parseYaml(text)).toEqual({
      name: "ankur",
      services: {
        app: {
          deploy: { replicas: 2 },
          environment: { URL: "postgres://a:b@db/x#frag", EMPTY: "${SMTP_URL:-}" },
          ports: ["8080:80"],
          test: ["CMD-SHELL", "pg_isready -U ankur"],
          networks: { default: { ipv4_address: "172.28.0.10" } },
        },
        list: [{ subnet: "10.0.0.0/24", gateway: "10.0.0.1" }, "plain"],
      },
      volumes: { pgdata: null },
    });
  });

  it("refuses what it does not understand rather than misreading it", () => {
    expect(() => parseYaml("a:\n\tb: 1")).toThrow(/tab/);
    expect(() => parseYaml("a: 1\na: 2")).toThrow(/duplicate key "a"/);
    expect(() => parseYaml("a:\n    b: 1\n  c: 2")).toThrow(/indentation/);
    expect(() => parseYaml("a: &anchor 1")).toThrow(/unsupported/);
  });
});
