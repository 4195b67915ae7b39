import { Search, X } from "lucide-react";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import type { AdminMenuLinkProps } from "../admin-left-menu/admin-left-menu.tsx";
import { Button } from "../button/button.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { AdminFilterForm } from "./admin-filter-form.tsx";

const messages = defineUiMessages({
  search: { id: "admin.productList.search" },
  apply: { id: "admin.productList.apply" },
  clear: { id: "admin.productList.clearFilters" },
});

export interface AdminSearchFilterBarProps {
  renderForm: (props: ComponentProps<"form">) => ReactElement;
  renderLink: (props: AdminMenuLinkProps) => ReactElement;
  /** The list's address with its filters cleared. */
  clearedHref: string;
  /** The parameters the bar asks for (q, the children's names and page). */
  fields: readonly string[];
  /** The form's accessible name ("Filter coupons"). */
  label: string;
  /** The search box's value (the `q` parameter). */
  search: string;
  searchPlaceholder?: string;
  /** Codes and e-mail addresses are typed left to right in every language. */
  searchDir?: "ltr";
  /** Whether any filter is set: then the bar offers to clear them. */
  filtered: boolean;
  /** Further fields after the search box (selects named after their parameter). */
  children?: ReactNode;
  /** At the bar's end, after apply and clear ("add" pushed to the far side with `ms-auto`). */
  actions?: ReactNode;
}

/**
 * The filter bar of an admin list that is searched and perhaps narrowed by a few selects: a
 * search box, the list's own fields, apply, and a link that clears them all.
 */
export function AdminSearchFilterBar({
  renderForm,
  renderLink,
  clearedHref,
  fields,
  label,
  search,
  searchPlaceholder,
  searchDir,
  filtered,
  children,
  actions,
}: AdminSearchFilterBarProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  return (
    <AdminFilterForm
      renderForm={renderForm}
      href={clearedHref}
      fields={fields}
      label={label}
      className="flex flex-wrap"
    >
      <FormField label={t("search")} className="min-w-48 flex-1">
        <Input
          name="q"
          type="search"
          size="sm"
          dir={searchDir}
          defaultValue={search}
          placeholder={searchPlaceholder}
          startAdornment={<Search aria-hidden="true" />}
        />
      </FormField>
      {children}
      <div className="flex items-center gap-2">
        <Button type="submit" size="sm" variant="secondary">
          {t("apply")}
        </Button>
        {filtered && (
          <Button asChild size="sm" variant="ghost">
            {renderLink({
              href: clearedHref,
              children: (
                <>
                  <X aria-hidden="true" />
                  {t("clear")}
                </>
              ),
            })}
          </Button>
        )}
      </div>
      {actions}
    </AdminFilterForm>
  );
}
