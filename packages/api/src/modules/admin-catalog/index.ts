import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./admin-products.handlers.ts";
import * as routes from "./admin-products.routes.ts";
import * as csvRoutes from "./product-csv.routes.ts";
import * as properties from "./properties.service.ts";
import { onCategoryMove, resourceHandlers } from "./taxonomy.handlers.ts";
import {
  brandRoutes,
  categoryMove,
  categoryRoutes,
  modelRoutes,
  propertyRoutes,
  supplierRoutes,
} from "./taxonomy.routes.ts";
import * as taxonomy from "./taxonomy.service.ts";

const categoryHandlers = resourceHandlers({
  list: taxonomy.listCategories,
  create: taxonomy.createCategory,
  update: taxonomy.updateCategory,
  remove: taxonomy.deleteCategory,
});
const brandHandlers = resourceHandlers({
  list: taxonomy.listBrands,
  create: taxonomy.createBrand,
  update: taxonomy.updateBrand,
  remove: taxonomy.deleteBrand,
});
const modelHandlers = resourceHandlers({
  list: taxonomy.listModels,
  create: taxonomy.createModel,
  update: taxonomy.updateModel,
  remove: taxonomy.deleteModel,
});
const supplierHandlers = resourceHandlers({
  list: taxonomy.listSuppliers,
  create: taxonomy.createSupplier,
  update: taxonomy.updateSupplier,
  remove: taxonomy.deleteSupplier,
});
const propertyHandlers = resourceHandlers({
  list: properties.listProperties,
  create: properties.createProperty,
  update: properties.updateProperty,
  remove: properties.deleteProperty,
});

/** The admin's catalogue: products with their sub-products, and what they are filed under. */
export const adminCatalogRouter = createRouter()
  .openapi(routes.list, handlers.onList)
  .openapi(routes.one, handlers.onOne)
  .openapi(routes.add, handlers.onAdd)
  .openapi(routes.update, handlers.onUpdate)
  .openapi(routes.updatePrice, handlers.onUpdatePrice)
  .openapi(routes.updateSort, handlers.onUpdateSort)
  .openapi(routes.updateLanguage, handlers.onUpdateLanguage)
  .openapi(routes.updateImages, handlers.onUpdateImages)
  .openapi(routes.remove, handlers.onRemove)
  .openapi(routes.subList, handlers.onSubList)
  .openapi(routes.subAdd, handlers.onSubAdd)
  .openapi(routes.subUpdate, handlers.onSubUpdate)
  .openapi(routes.subDelete, handlers.onSubDelete)
  .openapi(routes.personalizationList, handlers.onPersonalizationList)
  .openapi(routes.personalizationAdd, handlers.onPersonalizationAdd)
  .openapi(routes.personalizationUpdate, handlers.onPersonalizationUpdate)
  .openapi(routes.personalizationDelete, handlers.onPersonalizationDelete)
  .openapi(routes.dashboard, handlers.onDashboard)
  .openapi(categoryMove, onCategoryMove)
  .openapi(csvRoutes.exportProducts, handlers.onExport)
  .openapi(csvRoutes.previewImport, handlers.onPreviewImport)
  .openapi(csvRoutes.commitImport, handlers.onCommitImport)
  .openapi(categoryRoutes.list, categoryHandlers.list as never)
  .openapi(categoryRoutes.add, categoryHandlers.add as never)
  .openapi(categoryRoutes.update, categoryHandlers.update as never)
  .openapi(categoryRoutes.remove, categoryHandlers.remove as never)
  .openapi(brandRoutes.list, brandHandlers.list as never)
  .openapi(brandRoutes.add, brandHandlers.add as never)
  .openapi(brandRoutes.update, brandHandlers.update as never)
  .openapi(brandRoutes.remove, brandHandlers.remove as never)
  .openapi(modelRoutes.list, modelHandlers.list as never)
  .openapi(modelRoutes.add, modelHandlers.add as never)
  .openapi(modelRoutes.update, modelHandlers.update as never)
  .openapi(modelRoutes.remove, modelHandlers.remove as never)
  .openapi(supplierRoutes.list, supplierHandlers.list as never)
  .openapi(supplierRoutes.add, supplierHandlers.add as never)
  .openapi(supplierRoutes.update, supplierHandlers.update as never)
  .openapi(supplierRoutes.remove, supplierHandlers.remove as never)
  .openapi(propertyRoutes.list, propertyHandlers.list as never)
  .openapi(propertyRoutes.add, propertyHandlers.add as never)
  .openapi(propertyRoutes.update, propertyHandlers.update as never)
  .openapi(propertyRoutes.remove, propertyHandlers.remove as never);
