import { type ComponentType, useCallback, useEffect, useState } from "react";
import { isExitThroughTop, mayShowExitIntent, rememberExitIntentShown, sessionStorageOrNull } from "./exit-intent-trigger";

type ModalComponent = ComponentType<{ onClosed: () => void }>;

/**
 * Watches for the pointer leaving through the top of the window and then shows the 'Wait! Don't
 * Miss Out' modal. The modal's code is fetched only at that moment, so it costs nothing on page load.
 */
export function ExitIntent() {
  const [Modal, setModal] = useState<ModalComponent | null>(null);
  const hide = useCallback(() => setModal(null), []);

  useEffect(() => {
    const onMouseOut = (event: MouseEvent) => {
      if (!isExitThroughTop(event)) return;
      const storage = sessionStorageOrNull();
      // Without session storage "once per session" cannot be kept, so the offer is not shown at all
      // rather than on every page: blocking storage no longer throws, but it does not show the offer either.
      if (!storage || !mayShowExitIntent(window.innerWidth, storage)) return;
      rememberExitIntentShown(storage);
      document.removeEventListener("mouseout", onMouseOut);
      void import("./exit-intent-modal").then((module) => setModal(() => module.ExitIntentModal));
    };
    document.addEventListener("mouseout", onMouseOut);
    return () => document.removeEventListener("mouseout", onMouseOut);
  }, []);

  return Modal ? <Modal onClosed={hide} /> : null;
}
