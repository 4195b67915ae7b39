export { loader } from "./admin-not-found.server.ts";

export default function AdminNotFound() {
  return null;
}
