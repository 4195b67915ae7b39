// How a feature renders its kinds of layout widget (site settings): the shell renders a section's
// widgets through a registry that the route puts together from the features' own.
import type { Widget } from "@shop/api/contract";
import type { ReactNode } from "react";
import type { RootData } from "./root-data.ts";

/** `data`: what the page's loader fetched for this widget (by widget id), when it needs any. */
export type WidgetRenderer = (widget: Widget, root: RootData, data?: unknown) => ReactNode;
export type WidgetRegistry = Partial<Record<string, WidgetRenderer>>;
