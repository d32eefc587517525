// Question images in an S3-compatible bucket (S3_* configured), on PGlite and PostgreSQL: the
// upload lands in the bucket as a signed PUT, the database keeps only its key, and /images/{id}
// serves the same bytes with the same headers. Without S3_* they stay in PostgreSQL
// (tests/api/question-authoring.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { browser } from "../support/clients.ts";
import { FAKE_S3_CREDENTIALS, type FakeS3, startFakeS3 } from "../support/fakeS3.ts";
import { loadConfig } from "../../server/config.ts";

let bucket: FakeS3;
let app: TestApp;
beforeAll(async () => {
  bucket = await startFakeS3();
  app = await startTestApp({
    env: {
      S3_ENDPOINT: bucket.endpoint,
      S3_BUCKET: FAKE_S3_CREDENTIALS.bucket,
      S3_REGION: FAKE_S3_CREDENTIALS.region,
      S3_ACCESS_KEY_ID: FAKE_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
    },
  });
});
afterAll(async () => {
  await app?.fastify.close();
  await app?.database.drop();
  await bucket?.close();
});

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

describe("images in an S3-compatible bucket", () => {
  it("stores the upload in the bucket and serves it back from /images/{id}", async () => {
    const caller = browser((await signIn(app.baseUrl, "student@boxed.test")).jar);
    const form = new FormData();
    for (const [name, value] of Object.entries({ solution: "It is shown.", answer: "A", multiple_choice: "true" })) form.append(name, value);
    form.append("image", new Blob([PNG], { type: "image/png" }), "figure.png");
    const response = await fetch(`${app.baseUrl}/api/questions`, { method: "POST", headers: caller.headers(app.baseUrl, true), body: form });
    expect(response.status).toBe(200);
    const { id } = await response.json();

    const question = await app.database.prisma.question.findUniqueOrThrow({ where: { id } });
    const imageId = Number(question.imageUrl!.split("/").at(-1));
    const row = await app.database.prisma.questionImage.findUniqueOrThrow({ where: { id: imageId } });
    expect(row.bytes).toBeNull();
    expect(row.objectKey).toMatch(/^question-images\/[0-9a-f-]{36}$/);
    expect(bucket.objects.get(`/${FAKE_S3_CREDENTIALS.bucket}/${row.objectKey}`)).toEqual({ bytes: PNG, contentType: "image/png" });
    expect(bucket.refused).toBe(0);

    const served = await fetch(`${app.baseUrl}${question.imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("needs the endpoint and both keys with S3_BUCKET, named in one line", () => {
    expect(() => loadConfig({ NODE_ENV: "test", S3_BUCKET: "b" })).toThrow(
      "Invalid configuration: S3_ENDPOINT must be set when S3_BUCKET is set; S3_ACCESS_KEY_ID must be set when S3_BUCKET is set; S3_SECRET_ACCESS_KEY must be set when S3_BUCKET is set",
    );
  });
});
