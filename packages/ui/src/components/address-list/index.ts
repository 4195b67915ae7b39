export { AddressList, type AddressListError, type AddressListProps } from "./address-list.tsx";
