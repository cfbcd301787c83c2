/** The yardstick of `npm run bench:api`: bare Fastify answering one GET route, nothing else loaded. */
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
console.log("ready");
