// Resource route: /xml, the product feed (?language=tr|en|ar, ?currency=1|2|3).
export { loader } from "./product-feed.server.ts";
