import { type FormEvent, useEffect, useRef, useState } from "react";
import { surveyMessages } from "../../domain/messages";
import { KIT_LEVELS, SURVEY_HALLS } from "../../domain/options";
import { trackEvent } from "../lib/analytics";
import { api } from "../lib/api-client";
import { useFormBeforeStart } from "../lib/form-before-start";
import { FormField, OptionsSelect } from "./form-field";
import { buildSurveyRequest, type SurveyAnswers, surveyEventParams } from "./survey-request";

type SurveyStatus = "idle" | "saving" | "thanks";
const SURVEY_FIELDS = ["hall", "kitLevel"] as const;

/**
 * The thank-you page's optional preferences (spec sections 4 and 8). Whatever happens to the save,
 * the person sees the thanks: the questions were optional, and a failed save is ours to fix, not theirs.
 */
export function SurveyForm({ email, token }: { email: string; token: string }) {
  const [answers, setAnswers] = useState<SurveyAnswers>({ hall: "", kitLevel: "" });
  const [status, setStatus] = useState<SurveyStatus>("idle");
  const thanksRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFormBeforeStart(formRef, SURVEY_FIELDS, (typed) =>
    setAnswers({ hall: typed.hall as SurveyAnswers["hall"], kitLevel: typed.kitLevel as SurveyAnswers["kitLevel"] }),
  );

  useEffect(() => {
    if (status === "thanks") thanksRef.current?.focus();
  }, [status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== "idle") return;
    setStatus("saving");
    trackEvent("additional_info_submitted", surveyEventParams(answers));
    const request = buildSurveyRequest(email, token, answers);
    if (request) {
      const { error } = await api.submitSurvey(request);
      if (error) console.warn("The survey answers were not saved:", error.code, error.message);
    }
    setStatus("thanks");
  }

  if (status === "thanks") {
    return (
      <div ref={thanksRef} tabIndex={-1} role="status" className="scroll-mt-24 rounded-xl bg-success-50 px-5 py-6 text-center outline-none">
        <p className="text-lg font-bold text-success-700">{surveyMessages.thanks}</p>
        <p className="mt-1 text-slate-700">We'll use your answers to tailor your kit.</p>
      </div>
    );
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
      <FormField id="survey-hall" label="Where will you live?" optional>
        <OptionsSelect
          id="survey-hall"
          name="hall"
          placeholder="Choose a hall"
          options={SURVEY_HALLS}
          value={answers.hall}
          onChange={(event) => setAnswers({ ...answers, hall: event.target.value as SurveyAnswers["hall"] })}
        />
      </FormField>
      <FormField id="survey-kit-level" label="Which kit level interests you?" optional>
        <OptionsSelect
          id="survey-kit-level"
          name="kitLevel"
          placeholder="Choose a level"
          options={KIT_LEVELS}
          value={answers.kitLevel}
          onChange={(event) => setAnswers({ ...answers, kitLevel: event.target.value as SurveyAnswers["kitLevel"] })}
        />
      </FormField>
      <button type="submit" className="btn-secondary sm:col-span-2 sm:justify-self-start" disabled={status === "saving"}>
        {status === "saving" ? "Saving..." : surveyMessages.submit}
      </button>
    </form>
  );
}
