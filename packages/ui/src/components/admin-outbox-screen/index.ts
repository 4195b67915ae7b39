export {
  type AdminOutboxChannel,
  type AdminOutboxQuery,
  type AdminOutboxRow,
  AdminOutboxScreen,
  type AdminOutboxScreenProps,
  type AdminOutboxStatus,
} from "./admin-outbox-screen.tsx";
