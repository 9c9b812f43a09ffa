import type { TUpdateUserRequest, User } from '@cobertura/contracts';

/** Editable profile fields (spec 01 §3), as the form holds them. */
export interface ProfileValues {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  Country: string;
  city: string;
  address: string;
  company: string;
  role: string;
  web_page: string;
  sector: string;
  Ventas: string;
  foreign_currency_exposure: boolean;
  type_foreign_currency_exposure: string;
  commodity_exposure: boolean;
  type_commodity_exposure: string;
  habeas_data: boolean;
}

export function profileValuesOf(user: User): ProfileValues {
  return {
    username: user.username ?? '',
    email: user.email ?? '',
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    phone: user.phone ?? '',
    Country: user.Country ?? '',
    city: user.city ?? '',
    address: user.address ?? '',
    company: user.company ?? '',
    role: user.role ?? '',
    web_page: user.web_page ?? '',
    sector: user.sector ?? '',
    Ventas: user.Ventas ?? '',
    foreign_currency_exposure: user.foreign_currency_exposure ?? false,
    type_foreign_currency_exposure: user.type_foreign_currency_exposure ?? '',
    commodity_exposure: user.commodity_exposure ?? false,
    type_commodity_exposure: user.type_commodity_exposure ?? '',
    habeas_data: user.habeas_data ?? false,
  };
}

/** The update payload: trimmed texts; an exposure type only while its exposure is ticked. */
export function profilePayload(userId: number, values: ProfileValues): TUpdateUserRequest {
  const text = (value: string) => value.trim();
  return {
    pk_idusers: userId,
    username: text(values.username),
    email: text(values.email),
    first_name: text(values.first_name),
    last_name: text(values.last_name),
    phone: text(values.phone),
    Country: text(values.Country),
    city: text(values.city),
    address: text(values.address),
    company: text(values.company),
    role: text(values.role),
    web_page: text(values.web_page),
    sector: text(values.sector),
    Ventas: text(values.Ventas),
    foreign_currency_exposure: values.foreign_currency_exposure,
    type_foreign_currency_exposure: values.foreign_currency_exposure
      ? text(values.type_foreign_currency_exposure)
      : '',
    commodity_exposure: values.commodity_exposure,
    type_commodity_exposure: values.commodity_exposure ? text(values.type_commodity_exposure) : '',
    habeas_data: values.habeas_data,
  };
}

/** A loose email shape check; the server applies the real rule. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
