export { loader } from "./not-found.server.ts";

export default function NotFoundRoute() {
  return null;
}
