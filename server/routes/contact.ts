import type { FastifyInstance } from "fastify";
import type { ContactResponse } from "../../domain/api-responses";
import { contactRequestSchema } from "../../domain/contact";
import type { SubmitLimits } from "../http/rate-limits";
import { parseBody } from "../http/validate-body";
import type { ContactService } from "../services/contact";

/** POST /contact under the API prefix: a message from the contact page, answered 201 with its id. */
export async function contactRoutes(app: FastifyInstance, { contact, limits }: { contact: ContactService; limits: SubmitLimits }) {
  const limitContactEmail = limits.perEmail();

  app.post(
    "/contact",
    {
      ...limits.perIp,
      schema: { response: { 201: { type: "object", properties: { ok: { type: "boolean" }, id: { type: "string" } }, required: ["ok", "id"] } } },
    },
    async (request, reply): Promise<ContactResponse> => {
      const message = parseBody(contactRequestSchema, request.body);
      await limitContactEmail(request, reply, message.email);
      reply.status(201);
      return contact.send(message);
    },
  );
}
