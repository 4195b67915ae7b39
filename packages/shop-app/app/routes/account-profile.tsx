import type { ErrorCode } from "@shop/api/contract";
import { PhoneConfirmation, ProfileImageUpload, ProfileScreen } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import {
  type MetaArgs,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigation,
} from "react-router";
import type { AccountHandle } from "../features/account/account-frame.tsx";
import { errorMessageId } from "../i18n/messages.ts";
import { pageTitle } from "../lib/page-meta.ts";
import { routerForm } from "../lib/router-form.tsx";
import type { loader, ProfileActionResult } from "./account-profile.server.ts";

export { action, loader } from "./account-profile.server.ts";

export const handle: AccountHandle = { accountSection: "profile" };

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.profile") }, { name: "robots", content: "noindex" }];
}

/** The API's refusal of the file ("the format is not valid") said of a photo. */
function photoError({ code, errors }: { code: ErrorCode; errors: Record<string, string> }) {
  if (code === "payload_too_large") return "app.account.photoTooLarge";
  if (code === "validation_error" && errors.file) return "app.account.photoInvalid";
  return errorMessageId(code);
}

export default function AccountProfileRoute() {
  const { values, phone, imageUrl } = useLoaderData<typeof loader>();
  const sent = useActionData<ProfileActionResult>();
  const intl = useIntl();
  const navigation = useNavigation();
  // The photo goes with JavaScript by this fetcher, without it by its form as a page's POST.
  const photo = useFetcher<ProfileActionResult>({ key: "profile-image" });
  const refused = sent && "code" in sent ? sent : null;
  const refusedOf = (intent: ProfileActionResult["intent"]) =>
    refused?.intent === intent ? refused : null;
  // A refusal of the whole form (e-mail already used, wrong password) rather than of a field.
  const message = (intent: ProfileActionResult["intent"]) => {
    const own = refusedOf(intent);
    return own && Object.keys(own.errors).length === 0
      ? intl.formatMessage({ id: errorMessageId(own.code) })
      : undefined;
  };
  const pendingIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const phoneRefused = refusedOf("phone-confirm") ?? refusedOf("phone-send");
  const photoSent = photo.data ?? (sent?.intent === "image" ? sent : undefined);
  const photoRefused = photoSent && "code" in photoSent ? photoSent : null;
  return (
    <>
      <photo.Form method="post" encType="multipart/form-data">
        <input type="hidden" name="intent" value="image" />
        <ProfileImageUpload
          // The API's limit (IMAGE_MAX_BYTES), so that the browser refuses what the server would.
          maxSizeKb={5 * 1024}
          {...(imageUrl ? { imageSrc: imageUrl } : {})}
          uploading={photo.state !== "idle" || pendingIntent === "image"}
          {...(photoRefused ? { error: intl.formatMessage({ id: photoError(photoRefused) }) } : {})}
          onSelect={(file) => {
            const form = new FormData();
            form.set("intent", "image");
            form.set("file", file);
            void photo.submit(form, { method: "post", encType: "multipart/form-data" });
          }}
        />
      </photo.Form>
      <PhoneConfirmation
        phone={phone.number}
        confirmed={phone.confirmed}
        codeSent={(sent !== undefined && "sent" in sent) || refusedOf("phone-confirm") !== null}
        errors={phoneRefused?.errors ?? {}}
        {...(phoneRefused && Object.keys(phoneRefused.errors).length === 0
          ? { error: intl.formatMessage({ id: errorMessageId(phoneRefused.code) }) }
          : {})}
        pending={pendingIntent === "phone-send" || pendingIntent === "phone-confirm"}
        renderForm={routerForm()}
      />
      <ProfileScreen
        values={refusedOf("profile")?.values ?? values}
        errors={refusedOf("profile")?.errors ?? {}}
        error={message("profile")}
        saved={sent !== undefined && "saved" in sent}
        password={{
          errors: refusedOf("password")?.errors ?? {},
          error: message("password"),
          changed: sent !== undefined && "changed" in sent,
        }}
        deletion={{ errors: refusedOf("delete")?.errors ?? {}, error: message("delete") }}
        pending={
          pendingIntent === "profile" || pendingIntent === "password" || pendingIntent === "delete"
            ? pendingIntent
            : null
        }
        renderForm={routerForm()}
      />
    </>
  );
}
