import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./customers.handlers.ts";
import * as routes from "./customers.routes.ts";
import * as signInHandlers from "./sign-in.handlers.ts";
import * as signIn from "./sign-in.routes.ts";

export const customersRouter = createRouter()
  .openapi(signIn.customerLogin, signInHandlers.onCustomerLogin)
  .openapi(signIn.customerMe, signInHandlers.onCustomerMe)
  .openapi(signIn.customerLogout, signInHandlers.onCustomerLogout)
  .openapi(signIn.signInCodeCreate, signInHandlers.onSignInCodeCreate)
  .openapi(signIn.signInCodeCheck, signInHandlers.onSignInCodeCheck)
  .openapi(signIn.signInCodeExchange, signInHandlers.onSignInCodeExchange)
  .openapi(routes.register, handlers.onRegister)
  .openapi(routes.getCustomer, handlers.onGetCustomer)
  .openapi(routes.update, handlers.onUpdate)
  .openapi(routes.changePassword, handlers.onChangePassword)
  .openapi(routes.deleteAccount, handlers.onDeleteAccount)
  .openapi(routes.favorites, handlers.onFavorites)
  .openapi(routes.favoriteIds, handlers.onFavoriteIds)
  .openapi(routes.addFavorite, handlers.onAddFavorite)
  .openapi(routes.removeFavorite, handlers.onRemoveFavorite)
  .openapi(routes.giftCertificates, handlers.onGiftCertificates)
  .openapi(routes.forgotPassword, handlers.onForgotPassword)
  .openapi(routes.forgotPasswordCheck, handlers.onForgotPasswordCheck)
  .openapi(routes.forgotPasswordChange, handlers.onForgotPasswordChange);
