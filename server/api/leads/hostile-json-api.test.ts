import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER } from "../../../contract/leads/idempotency-key.ts";
import { leadRoute } from "../../../contract/leads/lead-paths.ts";
import { countLeads } from "../../db/leads-repository.ts";
import { testEngines } from "../../db/test-databases.ts";
import { useApiApp, useStandInSite } from "./api-test-app.ts";
import { FLAT_JSON_LIMITS } from "./flat-json.ts";
import { FAILURE_TEXT } from "./lead-answers.ts";

const { configFor } = useStandInSite();

/** The review's body: 12 MB of empty objects in one list, four million of them. */
const manyObjects = () => `{"x":[${"{},".repeat(4_000_000)}{}]}`;
const deep = (depth: number) => `{"name":${"[".repeat(depth)}${"]".repeat(depth)}}`;

describe.each(testEngines())("JSON bodies no lead has on $name", (engine) => {
  const served = useApiApp(engine, () => configFor());
  const send = (payload: string, headers: Record<string, string> = {}) =>
    served.app.inject({ method: "POST", url: leadRoute("incubation"), headers: { "content-type": "application/json", ...headers }, payload });

  it("refuses four million objects with 400 before parsing them", async () => {
    const res = await send(manyObjects());
    expect({ status: res.statusCode, answer: res.json() }).toEqual({ status: 400, answer: { success: false, message: FAILURE_TEXT.notFlat } });
  });

  it("refuses nesting past the limit, also with an Idempotency-Key (a 500 from hashing it before)", async () => {
    const key = { [IDEMPOTENCY_KEY_HEADER]: "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a" };
    for (const depth of [FLAT_JSON_LIMITS.maxDepth, 100, 20_000]) {
      const res = await send(deep(depth), key);
      expect({ depth, status: res.statusCode, answer: res.json() }).toEqual({ depth, status: 400, answer: { success: false, message: FAILURE_TEXT.notFlat } });
    }
    // Within the limit, a wrong shape is the schema's to name, field by field.
    const shallow = await send('{"companyName":{"a":[1]}}', key);
    expect(shallow.statusCode).toBe(422);
    expect(shallow.json().errors.companyName).toEqual(expect.any(String));
    expect(await countLeads(served.t.database)).toBe(0);
  });

  it("refuses more members than a form holds, even as one flat object", async () => {
    const members = Array.from({ length: FLAT_JSON_LIMITS.maxItems + 1 }, (_, i) => `"field${i}":"x"`).join(",");
    const res = await send(`{${members}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(FAILURE_TEXT.notFlat);
  });
});
