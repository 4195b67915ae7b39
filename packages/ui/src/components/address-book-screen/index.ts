export { AddressBookScreen, type AddressBookScreenProps } from "./address-book-screen.tsx";
