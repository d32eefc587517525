// An answer's text goes out as exactly its UTF-8 bytes, whatever characters it holds.
import { describe, expect, it } from "vitest";
import { gunzipSync } from "node:zlib";
import Fastify from "fastify";
import fastifyCompress from "@fastify/compress";
import { registerAnswerBytes, SMALLEST_ENCODED_ANSWER, utf8Bytes } from "../../server/answerBytes.ts";

const texts = {
  ASCII: '{"data":{"text":"What is 2 + 2?"}}',
  "Latin-1 (é, ½)": '{"text":"Émile\'s café: ½ of 6"}',
  "past U+00FF (−, ≤, ’)": '{"text":"If x − 3 ≤ 7, what’s x?"}',
  "past U+FFFF (𝑥, 🙂)": '{"text":"Let 𝑥 be 🙂"}',
  "an escaped lone surrogate": JSON.stringify({ text: "broken \ud800 pair" }),
  "a lone surrogate, as a page may echo it (U+FFFD)": "<p>broken \ud800 pair − here</p>",
  empty: "",
};

describe("an answer's bytes", () => {
  for (const [kind, text] of Object.entries(texts)) {
    it(`are the text's UTF-8 bytes: ${kind}`, () => {
      expect(utf8Bytes(text).equals(Buffer.from(text, "utf8"))).toBe(true);
      const long = text.repeat(200);
      expect(utf8Bytes(long).equals(Buffer.from(long, "utf8"))).toBe(true);
    });
  }

  it("go out with their own length and read back as the same text, long or short", async () => {
    const app = Fastify();
    registerAnswerBytes(app);
    const long = texts["past U+00FF (−, ≤, ’)"].repeat(SMALLEST_ENCODED_ANSWER);
    app.get("/long", async (_request, reply) => reply.type("application/json; charset=utf-8").send(long));
    app.get("/short", async (_request, reply) => reply.type("application/json; charset=utf-8").send(texts["past U+FFFF (𝑥, 🙂)"]));
    for (const [path, text] of [["/long", long], ["/short", texts["past U+FFFF (𝑥, 🙂)"]]] as const) {
      const response = await app.inject({ method: "GET", url: path });
      expect(response.headers["content-length"]).toBe(String(Buffer.byteLength(text)));
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(response.body).toBe(text);
    }
    await app.close();
  });

  it("are compressed as the text was, for a client that asks", async () => {
    const app = Fastify();
    await app.register(fastifyCompress, { encodings: ["gzip"], threshold: 1024 });
    registerAnswerBytes(app);
    const text = texts["past U+00FF (−, ≤, ’)"].repeat(SMALLEST_ENCODED_ANSWER);
    app.get("/", async (_request, reply) => reply.type("application/json; charset=utf-8").send(text));
    const response = await app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "gzip" } });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.rawPayload).toString("utf8")).toBe(text);
    await app.close();
  });
});
