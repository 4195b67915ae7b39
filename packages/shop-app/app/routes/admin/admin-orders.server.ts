import type { LoaderFunctionArgs } from "react-router";
import { loadOrderList } from "../../features/admin-orders/order-list.server.ts";

export const loader = (args: LoaderFunctionArgs) => loadOrderList(args);
