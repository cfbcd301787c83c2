import { useEffect, useState } from "react";
import { dismissToast, subscribeToToasts, type Toast, type ToastKind } from "../lib/toast";
import { CloseIcon } from "./shell-icons";

const KIND_CLASS: Record<ToastKind, string> = {
  success: "border-success-700/30 bg-success-50 text-success-700",
  error: "border-danger-700/30 bg-danger-50 text-danger-700",
  info: "border-brand-200 bg-white text-brand-900",
};

/**
 * The one toast area, top right on every page. The live region is always in the page, so screen
 * readers announce a toast as it is added (spec section 2).
 */
export function Toaster() {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  useEffect(() => subscribeToToasts(setToasts), []);

  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 top-4 z-50 flex flex-col items-end gap-3 sm:left-auto sm:w-96"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border px-4 py-3 shadow-lg shadow-brand-950/10 ${KIND_CLASS[toast.kind]}`}
        >
          <p className="flex-1 font-medium">{toast.message}</p>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            className="-m-1.5 rounded-lg p-1.5 opacity-80 hover:bg-black/5 hover:opacity-100"
          >
            <CloseIcon className="size-4" />
            <span className="sr-only">Dismiss notification</span>
          </button>
        </div>
      ))}
    </section>
  );
}
