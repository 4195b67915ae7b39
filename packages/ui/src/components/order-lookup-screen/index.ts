export { OrderLookupScreen, type OrderLookupScreenProps } from "./order-lookup-screen.tsx";
