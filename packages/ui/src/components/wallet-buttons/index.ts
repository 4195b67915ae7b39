export { WalletButtons, type WalletButtonsProps, type WalletCode } from "./wallet-buttons.tsx";
