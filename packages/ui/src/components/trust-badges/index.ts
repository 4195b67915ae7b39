export { TrustBadges, type TrustBadgesProps, trustBadgesVariants } from "./trust-badges.tsx";
