export {
  Toast,
  Toaster,
  type ToasterProps,
  type ToastProps,
  toastVariants,
} from "./toast.tsx";
export {
  type ToastAction,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastStatus,
  toastDuration,
  toastLeaveDuration,
  useHasToasts,
  useToast,
} from "./toast-provider.tsx";
