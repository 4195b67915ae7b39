// Writing and changing a blog post: the ui edit screen, one form posting to this route's
// action (without JavaScript too), the API's refusals beside their fields, a toast when saved;
// deleting asks first and posts through a fetcher.
import { AdminBlogEditScreen } from "@shop/ui";
import { useEffect } from "react";
import { useIntl } from "react-intl";
import {
  Form,
  type MetaArgs,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigate,
  useNavigation,
} from "react-router";
import type { AdminHandle } from "../../features/admin-shell/admin-frame.tsx";
import { errorMessageId } from "../../i18n/messages.ts";
import { pageTitle } from "../../lib/page-meta.ts";
import { paths } from "../../lib/paths.ts";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import type { BlogFormResult, loader } from "./admin-blog-edit.server.ts";

export { action, loader } from "./admin-blog-edit.server.ts";

export const handle: AdminHandle = {
  admin: { menuId: "blog-posts", title: "app.page.adminBlogEdit" },
};

export function meta(args: MetaArgs) {
  const creating = (args.loaderData as { mode?: string } | undefined)?.mode === "create";
  return [
    { title: pageTitle(args, creating ? "app.page.adminBlogNew" : "app.page.adminBlogEdit") },
  ];
}

const listPath = `${paths.admin}/blog`;

export default function AdminBlogEdit() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<BlogFormResult>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const intl = useIntl();
  const { show, showError } = useShopToast();
  const remover = useFetcher<BlogFormResult>({ key: "blog-delete" });

  useEffect(() => {
    if (result?.ok || loaded.saved) show("success", "app.admin.saved");
  }, [result, loaded.saved, show]);
  useEffect(() => {
    if (remover.state === "idle" && remover.data && !remover.data.ok) showError(remover.data.code);
  }, [remover.state, remover.data, showError]);

  // The cover is stored by the image API, like the shop's other admin pictures; it counts as used
  // once the post that names it is saved.
  const uploadCover = async (file: File) => {
    const { createApiClient, isApiRequestError } = await import("../../lib/api-client.ts");
    try {
      const image = await createApiClient({
        origin: window.location.origin,
        language: intl.locale,
        currency: 1,
      }).uploadPicture(file);
      return { path: image.path };
    } catch (error) {
      const code = isApiRequestError(error) ? error.code : "unsupported_media_type";
      return {
        error:
          (isApiRequestError(error) ? error.fields?.[0]?.message : undefined) ??
          intl.formatMessage({ id: errorMessageId(code) }),
      };
    }
  };

  return (
    <AdminBlogEditScreen
      key={loaded.id ?? "new"}
      mode={loaded.mode}
      values={loaded.values}
      categories={loaded.categories}
      {...(result && !result.ok
        ? {
            errors: result.errors,
            ...(Object.keys(result.errors).length === 0
              ? { error: intl.formatMessage({ id: errorMessageId(result.code) }) }
              : {}),
          }
        : {})}
      saving={navigation.state === "submitting"}
      deleting={remover.state !== "idle"}
      renderForm={({ action: _action, method: _method, encType: _encType, ...props }) => (
        <Form method="post" {...props} />
      )}
      onCancel={() => void navigate(listPath)}
      onDelete={() => remover.submit({ intent: "delete" }, { method: "post" })}
      onUploadCover={uploadCover}
      coverMaxBytes={loaded.coverMaxBytes}
    />
  );
}
