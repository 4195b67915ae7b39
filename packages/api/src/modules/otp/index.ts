import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./otp.handlers.ts";
import * as routes from "./otp.routes.ts";

export const otpRouter = createRouter()
  .openapi(routes.smsOtp, handlers.onSmsOtp)
  .openapi(routes.smsOtpControl, handlers.onSmsOtpControl)
  .openapi(routes.loginPhone, handlers.onLoginPhone)
  .openapi(routes.sendOtpWhatsapp, handlers.onSendOtpWhatsapp)
  .openapi(routes.loginWhatsapp, handlers.onLoginWhatsapp)
  .openapi(routes.controlWhatsapOTP, handlers.onControlWhatsapOTP);
