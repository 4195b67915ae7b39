export {
  AdminCouponListScreen,
  type AdminCouponListScreenProps,
  type AdminCouponQuery,
  type AdminCouponRow,
} from "./admin-coupon-list-screen.tsx";
