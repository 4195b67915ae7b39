import { Outlet } from "react-router";

export { loader } from "./account-layout.server.ts";

export default function AccountLayout() {
  return <Outlet />;
}
