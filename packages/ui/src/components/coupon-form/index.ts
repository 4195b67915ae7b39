export { CouponForm, type CouponFormProps } from "./coupon-form.tsx";
