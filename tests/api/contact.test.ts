import { afterAll, beforeAll, expect, it } from "vitest";
import { GroupCommit } from "../../server/db/group-commit";
import { createContactService } from "../../server/services/contact";
import { type ApiTestApp, openApiTestApp } from "./support/api-app";
import { describeOnEachDatabase } from "./support/test-databases";
import { fakeHumanCheck } from "./support/fake-human-check";

const MESSAGE_ID = /^msg-\d{13}-[0-9a-f]{8}$/;

const message = (extra: Record<string, unknown> = {}) => ({
  name: "Maya Jensen",
  email: "  Maya.Jensen@BYU.edu ",
  subject: "kit-question",
  housing: "Wyview Park",
  message: "Does the Wyview kit include a shower caddy?",
  ...extra,
});

describeOnEachDatabase("POST /api/contact", (dialect) => {
  let api: ApiTestApp;
  const humanCheck = fakeHumanCheck();
  beforeAll(async () => {
    api = await openApiTestApp(dialect, { humanCheck, label: "contact" });
  });
  afterAll(async () => api.close());

  const storedMessage = (id: string) => api.db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();

  it("stores the message with status new and answers 201 with its id", async () => {
    const response = await api.post("/api/contact", message({ human_check_pass: "verified:0.9" }));
    expect(response.statusCode).toBe(201);
    const { ok, id } = response.json();
    expect(ok).toBe(true);
    expect(id).toMatch(MESSAGE_ID);
    const stored = await storedMessage(id);
    expect(stored).toEqual({
      id,
      name: "Maya Jensen",
      email: "maya.jensen@byu.edu",
      housing: "Wyview Park",
      subject: "kit-question",
      message: "Does the Wyview kit include a shower caddy?",
      status: "new",
      human_check: "verified",
      human_check_score: 0.9,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(id.split("-")[1]).toBe(String(Date.parse(stored!.created_at)));
  });

  it("saves an empty or missing housing as null", async () => {
    for (const housing of ["", null, undefined]) {
      const response = await api.post("/api/contact", message({ housing }));
      expect(response.statusCode).toBe(201);
      expect((await storedMessage(response.json().id))?.housing).toBeNull();
    }
  });

  it("gives 50 messages posted at once 50 different ids", async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => api.post("/api/contact", message({ message: `Parallel ${index}` }))));
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    const ids = answers.map((answer) => answer.json().id as string);
    expect(new Set(ids).size).toBe(50);
    const stored = await api.db.selectFrom("contact_messages").select("id").where("message", "like", "Parallel %").execute();
    expect(stored).toHaveLength(50);
  });

  it("gives 50 messages stamped in the very same millisecond 50 different ids", async () => {
    const sameInstant = new Date("2025-08-01T12:00:00.000Z");
    const writes = new GroupCommit(api.db);
    const contact = createContactService({ humanCheck, writes, now: () => sameInstant });
    const input = { name: "Same", email: "same@byu.edu", subject: "other" as const, housing: null, message: "Same ms" };
    const answers = await Promise.all(Array.from({ length: 50 }, () => contact.send(input)));
    const ids = answers.map((answer) => answer.id);
    expect(ids.every((id) => id.startsWith(`msg-${sameInstant.getTime()}-`))).toBe(true);
    expect(new Set(ids).size).toBe(50);
    expect(await api.db.selectFrom("contact_messages").select("id").where("message", "=", "Same ms").execute()).toHaveLength(50);
  });

  it("refuses a failed or flagged human check and stores nothing", async () => {
    for (const [pass, code] of [
      ["failed", "HUMAN_CHECK_FAILED"],
      ["flagged", "HUMAN_CHECK_FLAGGED"],
    ]) {
      const text = `Refused ${pass}`;
      const response = await api.post("/api/contact", message({ human_check_pass: pass, message: text }));
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe(code);
      expect(await api.db.selectFrom("contact_messages").select("id").where("message", "=", text).execute()).toEqual([]);
    }
  });

  it("stores a message sent without a pass as unverified (the check script may not have loaded)", async () => {
    const response = await api.post("/api/contact", message());
    expect((await storedMessage(response.json().id))?.human_check).toBe("unverified");
  });
});
