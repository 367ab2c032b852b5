/** One row of GET /payments/banks/{country}. */
export interface Bank {
  /** What a BANK_ACCOUNT node sends as `bank.bank`. */
  code: string
  name: string
  /** ISO 3166-1 alpha-3. */
  countryCode: string
  /** Numeric institution id used by the COL (PSE, BRE-B, …) and MEX (SPEI, Banxico code) rails. */
  bankId?: string
}

type BankRow = Omit<Bank, 'countryCode'>

// Keyed by country so a row cannot disagree with its country; `countryCode` is added on the way out.
const BANKS_BY_COUNTRY: Readonly<Record<string, readonly BankRow[]>> = {
  ARG: [
    { code: 'BANCO_NACION', name: 'BANCO DE LA NACION ARGENTINA' },
    { code: 'BANCO_PROVINCIA', name: 'BANCO DE LA PROVINCIA DE BUENOS AIRES' },
    { code: 'BANCO_GALICIA', name: 'BANCO DE GALICIA Y BUENOS AIRES' },
    { code: 'BANCO_SANTANDER', name: 'BANCO SANTANDER ARGENTINA' },
    { code: 'BANCO_BBVA', name: 'BANCO BBVA ARGENTINA' },
    { code: 'BANCO_MACRO', name: 'BANCO MACRO' },
    { code: 'BANCO_ICBC', name: 'ICBC ARGENTINA' },
    { code: 'BANCO_CIUDAD', name: 'BANCO DE LA CIUDAD DE BUENOS AIRES' },
    { code: 'BANCO_CREDICOOP', name: 'BANCO CREDICOOP' },
    { code: 'BANCO_PATAGONIA', name: 'BANCO PATAGONIA' },
    { code: 'BANCO_CMF', name: 'BANCO CMF' },
  ],
  AUS: [
    { code: 'CBA', name: 'COMMONWEALTH BANK OF AUSTRALIA' },
    { code: 'WESTPAC', name: 'WESTPAC BANKING CORPORATION' },
    { code: 'NAB', name: 'NATIONAL AUSTRALIA BANK' },
    { code: 'ANZ', name: 'ANZ' },
    { code: 'MACQUARIE', name: 'MACQUARIE BANK' },
    { code: 'ING', name: 'ING AUSTRALIA' },
    { code: 'BENDIGO', name: 'BENDIGO AND ADELAIDE BANK' },
  ],
  BOL: [
    { code: 'BANCO_UNION', name: 'BANCO UNION' },
    { code: 'BNB', name: 'BANCO NACIONAL DE BOLIVIA' },
    { code: 'BANCO_MERCANTIL', name: 'BANCO MERCANTIL SANTA CRUZ' },
    { code: 'BCP', name: 'BANCO DE CREDITO DE BOLIVIA' },
    { code: 'BANCO_BISA', name: 'BANCO BISA' },
    { code: 'BANCO_GANADERO', name: 'BANCO GANADERO' },
    { code: 'BANCO_ECONOMICO', name: 'BANCO ECONOMICO' },
    { code: 'BANCOSOL', name: 'BANCO SOLIDARIO' },
  ],
  BRA: [
    { code: 'BANCO_DO_BRASIL', name: 'BANCO DO BRASIL' },
    { code: 'ITAU', name: 'ITAU UNIBANCO' },
    { code: 'BRADESCO', name: 'BANCO BRADESCO' },
    { code: 'CAIXA', name: 'CAIXA ECONOMICA FEDERAL' },
    { code: 'SANTANDER', name: 'BANCO SANTANDER BRASIL' },
    { code: 'NUBANK', name: 'NU PAGAMENTOS' },
    { code: 'BTG_PACTUAL', name: 'BANCO BTG PACTUAL' },
    { code: 'BANCO_INTER', name: 'BANCO INTER' },
  ],
  CAN: [
    { code: 'RBC', name: 'ROYAL BANK OF CANADA' },
    { code: 'TD', name: 'TORONTO-DOMINION BANK' },
    { code: 'SCOTIABANK', name: 'BANK OF NOVA SCOTIA' },
    { code: 'BMO', name: 'BANK OF MONTREAL' },
    { code: 'CIBC', name: 'CANADIAN IMPERIAL BANK OF COMMERCE' },
    { code: 'NATIONAL_BANK', name: 'NATIONAL BANK OF CANADA' },
    { code: 'DESJARDINS', name: 'DESJARDINS' },
  ],
  CHL: [
    { code: 'BANCO_CHILE', name: 'BANCO DE CHILE' },
    { code: 'BCI', name: 'BCI' },
    { code: 'SANTANDER', name: 'BANCO SANTANDER' },
    { code: 'BANCO_ESTADO', name: 'BANCOESTADO' },
    { code: 'SCOTIABANK', name: 'SCOTIABANK CHILE' },
    { code: 'ITAU', name: 'BANCO ITAU CHILE' },
    { code: 'BICE', name: 'BANCO BICE' },
    { code: 'SECURITY', name: 'BANCO SECURITY' },
    { code: 'FALABELLA', name: 'BANCO FALABELLA' },
    { code: 'CONSORCIO', name: 'BANCO CONSORCIO' },
    { code: 'BANCO_INTERNACIONAL', name: 'BANCO INTERNACIONAL' },
  ],
  // bankId: the institution codes Colombian rails (PSE, BRE-B) identify banks by.
  COL: [
    { code: 'BANCOLOMBIA', name: 'BANCOLOMBIA', bankId: '1007' },
    { code: 'BANCO_BOGOTA', name: 'BANCO DE BOGOTA', bankId: '1001' },
    { code: 'DAVIVIENDA', name: 'BANCO DAVIVIENDA', bankId: '1051' },
    { code: 'BBVA', name: 'BBVA COLOMBIA', bankId: '1013' },
    { code: 'BANCO_OCCIDENTE', name: 'BANCO DE OCCIDENTE', bankId: '1023' },
    { code: 'BANCO_POPULAR', name: 'BANCO POPULAR', bankId: '1002' },
    { code: 'AV_VILLAS', name: 'BANCO AV VILLAS', bankId: '1052' },
    { code: 'SCOTIABANK_COLPATRIA', name: 'SCOTIABANK COLPATRIA', bankId: '1019' },
    { code: 'BANCO_CAJA_SOCIAL', name: 'BANCO CAJA SOCIAL', bankId: '1032' },
    { code: 'BANCO_UNION', name: 'BANCO UNION', bankId: '1022' },
    { code: 'NEQUI', name: 'NEQUI', bankId: '1507' },
    { code: 'DAVIPLATA', name: 'DAVIPLATA', bankId: '1551' },
  ],
  CRI: [
    { code: 'BANCO_NACIONAL', name: 'BANCO NACIONAL DE COSTA RICA' },
    { code: 'BANCO_COSTA_RICA', name: 'BANCO DE COSTA RICA' },
    { code: 'BAC', name: 'BAC CREDOMATIC' },
    { code: 'BANCO_POPULAR', name: 'BANCO POPULAR Y DE DESARROLLO COMUNAL' },
    { code: 'DAVIVIENDA', name: 'DAVIVIENDA COSTA RICA' },
    { code: 'SCOTIABANK', name: 'SCOTIABANK COSTA RICA' },
    { code: 'PROMERICA', name: 'BANCO PROMERICA' },
  ],
  DOM: [
    { code: 'BANRESERVAS', name: 'BANCO DE RESERVAS' },
    { code: 'BANCO_POPULAR', name: 'BANCO POPULAR DOMINICANO' },
    { code: 'BHD', name: 'BANCO BHD' },
    { code: 'SCOTIABANK', name: 'SCOTIABANK REPUBLICA DOMINICANA' },
    { code: 'BANCO_SANTA_CRUZ', name: 'BANCO SANTA CRUZ' },
    { code: 'BANCO_LOPEZ_DE_HARO', name: 'BANCO LOPEZ DE HARO' },
    { code: 'PROMERICA', name: 'BANCO PROMERICA' },
  ],
  ECU: [
    { code: 'BANCO_PICHINCHA', name: 'BANCO PICHINCHA' },
    { code: 'BANCO_GUAYAQUIL', name: 'BANCO GUAYAQUIL' },
    { code: 'PRODUBANCO', name: 'PRODUBANCO' },
    { code: 'BANCO_PACIFICO', name: 'BANCO DEL PACIFICO' },
    { code: 'BANCO_INTERNACIONAL', name: 'BANCO INTERNACIONAL' },
    { code: 'BANCO_BOLIVARIANO', name: 'BANCO BOLIVARIANO' },
    { code: 'BANCO_AUSTRO', name: 'BANCO DEL AUSTRO' },
  ],
  // bankId: Banxico institution code as SPEI uses it; its last three digits open the CLABE.
  MEX: [
    { code: 'BBVA', name: 'BBVA MEXICO', bankId: '40012' },
    { code: 'BANAMEX', name: 'BANAMEX', bankId: '40002' },
    { code: 'SANTANDER', name: 'BANCO SANTANDER MEXICO', bankId: '40014' },
    { code: 'BANORTE', name: 'BANORTE', bankId: '40072' },
    { code: 'HSBC', name: 'HSBC MEXICO', bankId: '40021' },
    { code: 'SCOTIABANK', name: 'SCOTIABANK INVERLAT', bankId: '40044' },
    { code: 'INBURSA', name: 'BANCO INBURSA', bankId: '40036' },
    { code: 'BANREGIO', name: 'BANREGIO', bankId: '40058' },
    { code: 'BANCO_AZTECA', name: 'BANCO AZTECA', bankId: '40127' },
    { code: 'BANCOPPEL', name: 'BANCOPPEL', bankId: '40137' },
    { code: 'STP', name: 'SISTEMA DE TRANSFERENCIAS Y PAGOS STP', bankId: '90646' },
    { code: 'MERCADO_PAGO', name: 'MERCADO PAGO W', bankId: '90722' },
  ],
  PAN: [
    { code: 'BANCO_GENERAL', name: 'BANCO GENERAL' },
    { code: 'BANISTMO', name: 'BANISTMO' },
    { code: 'BANCO_NACIONAL', name: 'BANCO NACIONAL DE PANAMA' },
    { code: 'BAC', name: 'BAC INTERNATIONAL BANK' },
    { code: 'GLOBAL_BANK', name: 'GLOBAL BANK' },
    { code: 'CAJA_DE_AHORROS', name: 'CAJA DE AHORROS' },
    { code: 'MULTIBANK', name: 'MULTIBANK' },
    { code: 'BANESCO', name: 'BANESCO PANAMA' },
  ],
  PER: [
    { code: 'BCP', name: 'BANCO DE CREDITO DEL PERU' },
    { code: 'INTERBANK', name: 'INTERBANK' },
    { code: 'BBVA', name: 'BBVA PERU' },
    { code: 'SCOTIABANK', name: 'SCOTIABANK PERU' },
    { code: 'BANBIF', name: 'BANBIF' },
    { code: 'BANCO_NACION', name: 'BANCO DE LA NACION' },
    { code: 'BANCO_PICHINCHA', name: 'BANCO PICHINCHA' },
    { code: 'MIBANCO', name: 'MIBANCO' },
  ],
  PRY: [
    { code: 'BANCO_ITAU', name: 'BANCO ITAU PARAGUAY' },
    { code: 'BANCO_CONTINENTAL', name: 'BANCO CONTINENTAL' },
    { code: 'BANCO_BASA', name: 'BANCO BASA' },
    { code: 'BANCO_GNB', name: 'BANCO GNB PARAGUAY' },
    { code: 'SUDAMERIS', name: 'SUDAMERIS BANK' },
    { code: 'VISION_BANCO', name: 'VISION BANCO' },
    { code: 'UENO', name: 'UENO BANK' },
    { code: 'BANCO_FAMILIAR', name: 'BANCO FAMILIAR' },
  ],
  URY: [
    { code: 'BROU', name: 'BANCO DE LA REPUBLICA ORIENTAL DEL URUGUAY' },
    { code: 'SANTANDER', name: 'BANCO SANTANDER URUGUAY' },
    { code: 'ITAU', name: 'BANCO ITAU URUGUAY' },
    { code: 'BBVA', name: 'BBVA URUGUAY' },
    { code: 'SCOTIABANK', name: 'SCOTIABANK URUGUAY' },
    { code: 'HSBC', name: 'HSBC URUGUAY' },
    { code: 'BHU', name: 'BANCO HIPOTECARIO DEL URUGUAY' },
  ],
  USA: [
    { code: 'JPMORGAN_CHASE', name: 'JPMORGAN CHASE BANK' },
    { code: 'BANK_OF_AMERICA', name: 'BANK OF AMERICA' },
    { code: 'WELLS_FARGO', name: 'WELLS FARGO BANK' },
    { code: 'CITIBANK', name: 'CITIBANK' },
    { code: 'US_BANK', name: 'U.S. BANK' },
    { code: 'PNC', name: 'PNC BANK' },
    { code: 'TRUIST', name: 'TRUIST BANK' },
    { code: 'CAPITAL_ONE', name: 'CAPITAL ONE' },
  ],
  VEN: [
    { code: 'BANCO_VENEZUELA', name: 'BANCO DE VENEZUELA' },
    { code: 'BANESCO', name: 'BANESCO BANCO UNIVERSAL' },
    { code: 'MERCANTIL', name: 'MERCANTIL BANCO' },
    { code: 'PROVINCIAL', name: 'BBVA PROVINCIAL' },
    { code: 'BNC', name: 'BANCO NACIONAL DE CREDITO' },
    { code: 'BANCARIBE', name: 'BANCARIBE' },
    { code: 'BANCO_TESORO', name: 'BANCO DEL TESORO' },
    { code: 'BANCO_EXTERIOR', name: 'BANCO EXTERIOR' },
  ],
}

/** Countries GET /payments/banks/{country} knows. */
export const BANK_COUNTRIES: readonly string[] = Object.keys(BANKS_BY_COUNTRY)

/** Banks of an alpha-3 country, empty for a country the catalogue does not cover. */
export function listBanks(country: string): Bank[] {
  // Own keys only: a path parameter such as `constructor` must find nothing, not Object's prototype.
  const rows = Object.hasOwn(BANKS_BY_COUNTRY, country) ? (BANKS_BY_COUNTRY[country] ?? []) : []
  return rows.map((row) => ({ ...row, countryCode: country }))
}

export function bankCodes(country: string): string[] {
  return listBanks(country).map((bank) => bank.code)
}

export function bankIds(country: string): string[] {
  return listBanks(country).flatMap((bank) => (bank.bankId === undefined ? [] : [bank.bankId]))
}
