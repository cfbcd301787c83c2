export { SignupForm, type SignupFormProps } from "./signup-form";
