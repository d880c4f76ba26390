// How the API presents the catalogue's domain records (categories, countries, operators): dates as ISO strings.
import type { Category as CategoryBody, Country as CountryBody, Operator as OperatorBody } from '../../contracts/catalogue';
import type { Category } from '../../domain/catalogue/categories';
import type { Country } from '../../domain/catalogue/countries';
import type { Operator } from '../../domain/catalogue/operators';

export const presentCategory = (category: Category): CategoryBody => ({ ...category, createdAt: category.createdAt.toISOString() });

export const presentCountry = (country: Country): CountryBody => ({ ...country, createdAt: country.createdAt.toISOString() });

export const presentOperator = (operator: Operator): OperatorBody => ({ ...operator, createdAt: operator.createdAt.toISOString() });
