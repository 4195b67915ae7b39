import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./catalog.handlers.ts";
import * as routes from "./catalog.routes.ts";
import * as talkHandlers from "./product-talk.handlers.ts";
import * as talk from "./product-talk.routes.ts";

export const catalogRouter = createRouter()
  .openapi(routes.showcase, handlers.onShowcase)
  .openapi(routes.sameProducts, handlers.onSameProducts)
  .openapi(routes.lastViewed, handlers.onLastViewed)
  .openapi(routes.bestSellers, handlers.onBestSellers)
  .openapi(routes.categoryProducts, handlers.onCategoryProducts)
  .openapi(routes.categoryProductsTotal, handlers.onCategoryProductsTotal)
  .openapi(routes.filters, handlers.onFilters)
  .openapi(routes.bySeoLink, handlers.onBySeoLink)
  .openapi(routes.byId, handlers.onById)
  .openapi(routes.byLanguage, handlers.onByLanguage)
  .openapi(routes.comments, handlers.onComments)
  .openapi(routes.questions, handlers.onQuestions)
  .openapi(routes.notifyMe, handlers.onNotifyMe)
  .openapi(talk.addComment, talkHandlers.onAddComment)
  .openapi(talk.askQuestion, talkHandlers.onAskQuestion)
  .openapi(talk.pendingComments, talkHandlers.onPendingComments)
  .openapi(talk.approveComment, talkHandlers.onApproveComment)
  .openapi(talk.rejectComment, talkHandlers.onRejectComment)
  .openapi(talk.pendingQuestions, talkHandlers.onPendingQuestions)
  .openapi(talk.answerQuestion, talkHandlers.onAnswerQuestion)
  .openapi(talk.rejectQuestion, talkHandlers.onRejectQuestion)
  .openapi(routes.currencyList, handlers.onCurrencyList)
  // Static paths before /category/{id} and /brand/{id}.
  .openapi(routes.categoryTree, handlers.onCategoryTree)
  .openapi(routes.categoryBySeo, handlers.onCategoryBySeo)
  .openapi(routes.categoryById, handlers.onCategoryById)
  .openapi(routes.brandList, handlers.onBrandList)
  .openapi(routes.brandBySeo, handlers.onBrandBySeo)
  .openapi(routes.brandById, handlers.onBrandById)
  .openapi(routes.activeCampaigns, handlers.onActiveCampaigns)
  .openapi(routes.resolvePage, handlers.onResolvePage)
  .openapi(routes.xmlEntries, handlers.onXmlEntries)
  .openapi(routes.xmlProducts, handlers.onXmlProducts)
  .openapi(routes.readFeedSettings, handlers.onReadFeedSettings)
  .openapi(routes.updateFeedSettings, handlers.onUpdateFeedSettings);
