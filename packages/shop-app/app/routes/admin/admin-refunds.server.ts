import type { LoaderFunctionArgs } from "react-router";
import { loadOrderList } from "../../features/admin-orders/order-list.server.ts";

/** The orders with a refund request still to decide. */
export const loader = (args: LoaderFunctionArgs) => loadOrderList(args, { refund: "requested" });
