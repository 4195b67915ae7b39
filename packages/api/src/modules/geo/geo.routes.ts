import { z } from "zod";
import { City, Country, IdParam, LocaleQuery, State } from "../../contract/index.ts";
import { createRoute, errorResponses, okResponse } from "../../lib/openapi.ts";
import { publicRead } from "../../lib/route-policy.ts";

const tags = ["Reference data"];

export const countriesList = createRoute({
  method: "get",
  path: "/country",
  ...publicRead,
  tags,
  summary: "Countries, named in the requested language",
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(Country), "Countries, Türkiye first"), ...errorResponses() },
});

export const statesList = createRoute({
  method: "get",
  path: "/state/getStatesByCountryId/{id}",
  ...publicRead,
  tags,
  summary: "States of a country (in Türkiye: the 81 provinces)",
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...okResponse(z.array(State), "States, by name"), ...errorResponses(400, 404) },
});

export const citiesList = createRoute({
  method: "get",
  path: "/city/getCitiesByStateId/{id}",
  ...publicRead,
  tags,
  summary: "Cities of a state (in Türkiye: the districts of a province)",
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...okResponse(z.array(City), "Cities, by name"), ...errorResponses(400, 404) },
});
