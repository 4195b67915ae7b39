export {
  ContentNav,
  type ContentNavLink,
  type ContentNavLinkProps,
  type ContentNavProps,
} from "./content-nav.tsx";
