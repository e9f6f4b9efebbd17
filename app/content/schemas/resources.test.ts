import { describe, expect, it } from "vitest";
import { syncWithEntries } from "./broken-entry";

// A broken whitepaper, library section, tool or media file fails the build, naming the file and the field.
const whitepaper = (fields: string) =>
  `title: A Test Paper\ntopic: policy\ndescription: What the paper says.\nauthor: priya-venkataraman\ndate: "2026-03-14"\npages: 12\nfileSize: 1.2 MB\ncitations: 0\ndownloads: 0\n${fields}`;
const tool = (fields: string) =>
  `title: A Test Template\ndescription: What it is for.\ngroup: business-plans\norder: 9\nthumbnail:\n  icon: file-text\n  colour: brand\nformat: DOCX\nfileSize: 80 KB\ndownloads: 0\n${fields}`;

describe("whitepapers, tools and media", () => {
  it("fail the build on an unknown topic, a bad date, a missing author and a missing field, naming each", async () => {
    const { exitCode, output } = await syncWithEntries({
      "whitepapers/test-broken-paper.yaml": whitepaper("").replace("topic: policy", "topic: astrology").replace('date: "2026-03-14"', 'date: "2026-02-30"').replace("pages: 12\n", ""),
    });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("whitepapers → test-broken-paper data does not match collection schema");
    expect(output).toContain("app/content/whitepapers/test-broken-paper.yaml");
    expect(output).toContain('topic: "astrology" is not a whitepaper topic');
    expect(output).toContain('date: "2026-02-30" is not a day of the calendar');
    expect(output).toMatch(/pages\W+(pages: Required|.*expected number)/);
  }, 60_000);

  it("fail the build on an author without a person file, naming the field", async () => {
    const { exitCode, output } = await syncWithEntries({ "whitepapers/test-paper-nobody.yaml": whitepaper("").replace("author: priya-venkataraman", "author: nobody-at-all") });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("app/content/whitepapers/test-paper-nobody.yaml");
    expect(output).toContain('author: refers to "nobody-at-all", but app/content/people/nobody-at-all.yaml does not exist');
  }, 60_000);

  it("fail the build on a cover photo that is not there, naming the field", async () => {
    const { exitCode, output } = await syncWithEntries({ "whitepapers/test-paper-photo.yaml": whitepaper("image: no-such-cover.jpg\n") });
    expect(exitCode).not.toBe(0);
    expect(output).toContain('image: names the cover "no-such-cover.jpg", but app/assets/photos/covers/no-such-cover.jpg does not exist');
  }, 60_000);

  it("fail the build on a tool in a section that does not exist, an unknown format and an unknown icon, naming each", async () => {
    const { exitCode, output } = await syncWithEntries({
      "tools/test-broken-tool.yaml": tool("").replace("group: business-plans", "group: no-such-section").replace("format: DOCX", "format: PDF").replace("icon: file-text", "icon: no-such-icon"),
    });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("tools → test-broken-tool data does not match collection schema");
    expect(output).toContain("app/content/tools/test-broken-tool.yaml");
    expect(output).toContain('group: refers to the section "no-such-section", but app/content/download-groups/no-such-section.yaml does not exist');
    expect(output).toContain('format: "PDF" is not a tool format');
    expect(output).toContain('"no-such-icon" is not one of the site\'s icons');
  }, 60_000);

  it("fail the build on a library section for no library and without its title, naming each", async () => {
    const { exitCode, output } = await syncWithEntries({ "download-groups/test-broken-group.yaml": "library: books\ndescription: A section.\norder: 9\n" });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("downloadGroups → test-broken-group data does not match collection schema");
    expect(output).toContain("app/content/download-groups/test-broken-group.yaml");
    expect(output).toContain('library: must be "tools" or "media"');
    expect(output).toMatch(/title\W+(title: Required|.*expected string)/);
  }, 60_000);

  it("fail the build on a media file with an unknown field or a bad YouTube id, naming each", async () => {
    const { exitCode, output } = await syncWithEntries({
      "media/test-broken-media.yaml":
        'title: A Clip\ndescription: What it shows.\ngroup: video-snippets\norder: 9\nthumbnail:\n  icon: play\n  colour: rose\nformat: Explainer\nduration: "1:30"\nviews: 0\nlikes: 12\nvideo:\n  description: A clip.\n  youtubeId: not-an-id\n  transcript:\n    - Hello.\n',
    });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("app/content/media/test-broken-media.yaml");
    expect(output).toContain('Unrecognized key: "likes"');
    expect(output).toContain("video.youtubeId: must be a YouTube video id");
  }, 60_000);

  it("fail the build on a research paper with an unknown category, an author without a person file or no keywords, naming each", async () => {
    const { exitCode, output } = await syncWithEntries({
      "research-papers/test-broken-research.yaml":
        'title: A Study\nauthor: nobody-at-all\ninstitution: Konkan University\ncategory: Astrology\npublishDate: "2026-01-05"\ncitations: 0\nabstract: What it found.\nkeywords: []\n',
    });
    expect(exitCode).not.toBe(0);
    expect(output).toContain("researchPapers → test-broken-research data does not match collection schema");
    expect(output).toContain("app/content/research-papers/test-broken-research.yaml");
    expect(output).toContain('category: "Astrology" is not a research category');
    expect(output).toContain('author: refers to "nobody-at-all", but app/content/people/nobody-at-all.yaml does not exist');
    expect(output).toMatch(/keywords\W+.*(at least|>=1|too small)/i);
  }, 60_000);

  it("pass well-formed entries (the checks are not failing for some other reason)", async () => {
    const { exitCode, output } = await syncWithEntries({
      "whitepapers/test-well-formed.yaml": whitepaper("image: market-stall.jpg\n"),
      "tools/test-well-formed.yaml": tool(""),
      "research-papers/test-well-formed.yaml":
        'title: A Study\nauthor: nandini-ghosh\ninstitution: Konkan University\ncategory: Digital\npublishDate: "2026-01-05"\ncitations: 0\nabstract: What it found.\nkeywords:\n  - UPI\n',
    });
    expect(output).not.toContain("Error");
    expect(exitCode).toBe(0);
  }, 60_000);
});
