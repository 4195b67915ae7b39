// The dialog's parts, loaded on first use. A component whose dialog opens only on demand (the
// gallery's zoom) renders these inside <Suspense> once the dialog is first wanted, so that its
// page does not download Radix's dialog, focus scope and scroll lock before anyone asks.
import { lazy } from "react";

const load = () => import("./dialog.tsx");

export const LazyDialog = lazy(() => load().then((m) => ({ default: m.Dialog })));
export const LazyDialogBody = lazy(() => load().then((m) => ({ default: m.DialogBody })));
export const LazyDialogContent = lazy(() => load().then((m) => ({ default: m.DialogContent })));
export const LazyDialogDescription = lazy(() =>
  load().then((m) => ({ default: m.DialogDescription })),
);
export const LazyDialogHeader = lazy(() => load().then((m) => ({ default: m.DialogHeader })));
export const LazyDialogTitle = lazy(() => load().then((m) => ({ default: m.DialogTitle })));
