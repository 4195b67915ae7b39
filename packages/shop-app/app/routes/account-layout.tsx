import { Outlet } from "react-router";
import { AccountFrame } from "../features/account/account-frame.tsx";

export { loader } from "./account-layout.server.ts";

export default function AccountLayout() {
  return (
    <AccountFrame>
      <Outlet />
    </AccountFrame>
  );
}
