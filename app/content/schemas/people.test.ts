import { describe, expect, it } from "vitest";
import { syncWithEntries } from "./broken-entry";

// A broken person or organisation fails the build, naming the file and the field.
describe("people and organisations", () => {
  it("fail the build on a missing name, an unknown field or a photo that is not there, naming each", async () => {
    const { exitCode, output } = await syncWithEntries({
      "people/test-broken-person.yaml": "role: Mentor\nimage: nobody-at-all.jpg\nfavourite_colour: saffron\n",
    });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("people → test-broken-person data does not match collection schema");
    expect(output).toContain("app/content/people/test-broken-person.yaml");
    expect(output).toMatch(/name\W+name: Required|name.*expected string/);
    expect(output).toContain('image: names the photo "nobody-at-all.jpg", but app/assets/photos/nobody-at-all.jpg does not exist');
    expect(output).toContain('Unrecognized key: "favourite_colour"');
  }, 60_000);

  it("pass a well-formed entry (the check is not failing for some other reason)", async () => {
    const { exitCode, output } = await syncWithEntries({ "organisations/test-well-formed.yaml": "name: Test Organisation\nwebsite: https://example.org\n" });
    expect(output).not.toContain("Error");
    expect(exitCode).toBe(0);
  }, 60_000);

  it("refuse an organisation website that is not https", async () => {
    const { exitCode, output } = await syncWithEntries({ "organisations/test-http.yaml": "name: Test Organisation\nwebsite: http://example.org\n" });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("website: must be an https:// address");
  }, 60_000);
});
