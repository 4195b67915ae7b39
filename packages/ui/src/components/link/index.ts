export { Link, type LinkProps, linkVariants } from "./link.tsx";
