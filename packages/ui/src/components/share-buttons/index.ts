export { ShareButtons, type ShareButtonsProps, type ShareChannel } from "./share-buttons.tsx";
