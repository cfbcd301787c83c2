import type { FastifyInstance } from "fastify";
import type { SignupResponse, SurveyResponse } from "../../domain/api-responses";
import { signupRequestSchema } from "../../domain/signup";
import { surveyRequestSchema } from "../../domain/survey";
import type { SubmitLimits } from "../http/rate-limits";
import { parseBody } from "../http/validate-body";
import type { SignupService } from "../services/signup";
import type { SurveyService } from "../services/survey";

export interface LeadRoutesOptions {
  signups: SignupService;
  surveys: SurveyService;
  limits: SubmitLimits;
}

const okShape = { ok: { type: "boolean" } } as const;

/** POST /leads (sign-up) and POST /leads/survey (thank-you preferences), under the API prefix. */
export async function leadRoutes(app: FastifyInstance, { signups, surveys, limits }: LeadRoutesOptions) {
  const limitSignupEmail = limits.perEmail();
  const limitSurveyEmail = limits.perEmail();

  app.post(
    "/leads",
    {
      ...limits.perIp,
      schema: { response: { 200: { type: "object", properties: { ...okShape, survey_token: { type: "string" } }, required: ["ok", "survey_token"] } } },
    },
    async (request, reply): Promise<SignupResponse> => {
      const signup = parseBody(signupRequestSchema, request.body);
      await limitSignupEmail(request, reply, signup.email);
      return signups.signUp(signup);
    },
  );

  app.post(
    "/leads/survey",
    { ...limits.perIp, schema: { response: { 200: { type: "object", properties: okShape, required: ["ok"] } } } },
    async (request, reply): Promise<SurveyResponse> => {
      const survey = parseBody(surveyRequestSchema, request.body);
      await limitSurveyEmail(request, reply, survey.email);
      return surveys.saveAnswers(survey);
    },
  );
}
