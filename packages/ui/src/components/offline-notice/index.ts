export { OfflineNotice, type OfflineNoticeProps } from "./offline-notice.tsx";
