export {
  AddressCard,
  type AddressCardAddress,
  type AddressCardProps,
  maskIdentityNumber,
} from "./address-card.tsx";
