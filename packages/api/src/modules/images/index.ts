import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./images.handlers.ts";
import * as routes from "./images.routes.ts";

export const imagesRouter = createRouter()
  .openapi(routes.upload, handlers.onUpload)
  .openapi(routes.uploadCustomer, handlers.onUploadCustomer)
  .openapi(routes.uploadProductImage, handlers.onUploadProductImage)
  .openapi(routes.removeFile, handlers.onRemoveFile);
