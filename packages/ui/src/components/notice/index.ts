export { Notice, type NoticeProps } from "./notice.tsx";
