/** Placeholder until toasts are built: the live region at the top right. */
export function Toaster() {
  return <section aria-label="Notifications" aria-live="polite" className="fixed right-4 top-4 z-50" />;
}
