import { Outlet } from "react-router";

export { loader } from "./checkout-layout.server.ts";

export default function CheckoutLayout() {
  return <Outlet />;
}
