export {
  type AdminOutboxChannel,
  type AdminOutboxDelivery,
  type AdminOutboxQuery,
  type AdminOutboxRow,
  AdminOutboxScreen,
  type AdminOutboxScreenProps,
  type AdminOutboxStatus,
} from "./admin-outbox-screen.tsx";
