// Each page's layout (which widgets stand in its header, sides, centre and footer, in order) and
// the page links: the ui editors, saved through the route's action, the outcome as a toast. The
// storefront reads the same tables, so it follows on its next page.
import {
  type AdminLayoutSections,
  AdminPageLayoutEditor,
  AdminPageLinksEditor,
  LAYOUT_SECTIONS,
  type SiteTexts,
} from "@shop/ui";
import { useEffect } from "react";
import { useFetcher, useLoaderData, useNavigate } from "react-router";
import { paths } from "../../lib/paths.ts";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import type { LayoutActionResult, loader } from "./admin-site-layout.server.ts";

export { action, loader } from "./admin-site-layout.server.ts";

function useOutcomeToast(fetcher: ReturnType<typeof useFetcher<LayoutActionResult>>) {
  const { show, showError } = useShopToast();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) show("success", "app.admin.saved");
    else showError(fetcher.data.code);
  }, [fetcher.state, fetcher.data, show, showError]);
}

const texts = (value: Record<string, string>): SiteTexts => ({
  tr: value.tr ?? "",
  en: value.en ?? "",
  ar: value.ar ?? "",
});

export default function AdminSiteLayout() {
  const { layout, links } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const layoutSaver = useFetcher<LayoutActionResult>({ key: "layout-save" });
  const linksSaver = useFetcher<LayoutActionResult>({ key: "links-save" });
  useOutcomeToast(layoutSaver);
  useOutcomeToast(linksSaver);
  const layoutErrors =
    layoutSaver.data && !layoutSaver.data.ok ? layoutSaver.data.errors : undefined;
  const linkErrors = linksSaver.data && !linksSaver.data.ok ? linksSaver.data.errors : undefined;
  const action = `${paths.admin}/settings/layout?page=${encodeURIComponent(layout.page.code)}`;
  return (
    <div className="flex flex-col gap-8">
      <AdminPageLayoutEditor
        key={`${layout.page.code}-${layout.updated_at}`}
        pages={layout.pages}
        page={layout.page.code}
        onPageChange={(page) =>
          navigate(`${paths.admin}/settings/layout?page=${encodeURIComponent(page)}`)
        }
        widgetTypes={layout.widget_types}
        sections={
          Object.fromEntries(
            LAYOUT_SECTIONS.map((name) => [
              name,
              layout.sections[name].map((widget) => ({
                ...widget,
                title: texts(widget.title),
                content: texts(widget.content),
              })),
            ]),
          ) as unknown as AdminLayoutSections
        }
        {...(layoutErrors ? { errors: layoutErrors } : {})}
        saving={layoutSaver.state !== "idle"}
        onSave={(sections) =>
          layoutSaver.submit({ intent: "layout", input: { sections } } as never, {
            method: "post",
            encType: "application/json",
            action,
          })
        }
      />
      <AdminPageLinksEditor
        key={links.map((link) => `${link.id}:${link.code}`).join(",")}
        links={links.map((link) => ({
          code: link.code,
          is_active: link.is_active,
          title: texts(link.title),
          url: texts(link.url),
        }))}
        {...(linkErrors ? { errors: linkErrors } : {})}
        saving={linksSaver.state !== "idle"}
        onSave={(values) =>
          linksSaver.submit({ intent: "links", input: { links: values } } as never, {
            method: "post",
            encType: "application/json",
            action,
          })
        }
      />
    </div>
  );
}
