// The page side of an admin translated-record form (lib/translated-record-route.server.ts): the
// ui edit screen's props from the loader and the action, one form posting to the route's action
// (without JavaScript too), a toast when saved; deleting asks first and posts through a fetcher.

import { useIntl } from "@shop/ui/i18n/intl.ts";
import { type ComponentProps, useEffect } from "react";
import {
  Form,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigate,
  useNavigation,
} from "react-router";
import { errorMessageId } from "../i18n/messages.ts";
import type {
  TranslatedRecordPage,
  TranslatedRecordResult,
} from "./translated-record-route.server.ts";
import { useShopToast } from "./use-shop-toast.ts";

/**
 * The edit screen's props, and its `key` (a new record's screen and the one it redirects to
 * after saving are two screens, each starting from its own values).
 */
export function useTranslatedRecordForm<V>(listPath: string, deleteKey: string) {
  const loaded = useLoaderData<TranslatedRecordPage<V>>();
  const result = useActionData<TranslatedRecordResult>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const intl = useIntl();
  const { show, showError } = useShopToast();
  const remover = useFetcher<TranslatedRecordResult>({ key: deleteKey });

  useEffect(() => {
    if (result?.ok || loaded.saved) show("success", "app.admin.saved");
  }, [result, loaded.saved, show]);
  useEffect(() => {
    if (remover.state === "idle" && remover.data && !remover.data.ok) showError(remover.data.code);
  }, [remover.state, remover.data, showError]);

  return {
    key: loaded.id ?? "new",
    props: {
      mode: loaded.mode,
      values: loaded.values,
      categories: loaded.categories,
      ...(result && !result.ok
        ? {
            errors: result.errors,
            ...(Object.keys(result.errors).length === 0
              ? { error: intl.formatMessage({ id: errorMessageId(result.code) }) }
              : {}),
          }
        : {}),
      saving: navigation.state === "submitting",
      deleting: remover.state !== "idle",
      renderForm: ({
        action: _action,
        method: _method,
        encType: _encType,
        ...props
      }: ComponentProps<"form">) => <Form method="post" {...props} />,
      onCancel: () => void navigate(listPath),
      onDelete: () => remover.submit({ intent: "delete" }, { method: "post" }),
    },
  };
}
