import { Type, type TSchema } from 'typebox';

/**
 * The schema pieces several domains use, written once. Internal to the contract: the index does
 * not export this module, so these names never reach the client or the server.
 */

/** Every object schema of a request or an answer is closed: an unknown property is refused. */
export const closed = { additionalProperties: false } as const;
export const opt = <T extends TSchema>(schema: T) => Type.Optional(schema);
/** One line of text (`text.ts`: no control characters, no lone surrogates). */
export const Str = (max: number, min = 0) =>
  Type.String({ minLength: min, maxLength: max, format: 'line' });
/** Text of several lines: tab and line breaks allowed, other control characters not (`text.ts`). */
export const Text = (max: number, min = 0) =>
  Type.String({ minLength: min, maxLength: max, format: 'text' });

/** A language code (`es`, `EN`, `pt-BR` ...), any case. */
export const Language = Type.String({
  maxLength: 10,
  pattern: '^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$',
});
/** An amount of money in the answers. */
export const Amount = Type.Number({ description: 'In currency units, two decimals' });
export const DateTime = Type.String({ format: 'date-time' });
/** The page asked for, 1-based. */
export const PageNo = Type.Integer({ minimum: 1, maximum: 100_000, default: 1 });
/** The catalogue node of a game: what favourites and launches name it by. */
export const NodeId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** A vendor code as it travels in `vassalage` (`AG`, `PNG`, `TCG_LOTTO_VN` ...). */
export const Vassalage = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Z0-9_]+$' });
/** A game's code within its vendor. */
export const GameCode = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Z0-9_-]+$' });
/** The client's platform, e.g. `html5-desktop` or `W`. */
export const Platform = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' });
/** The operator's merchant code; when sent it must be the one of the `Merchant` header. */
export const MerchantCode = Str(64, 1);

/**
 * Where a game's or the lottery's back link leads: a path of the portal, never another site. A
 * leading `//` or `/\` would be read by browsers as another host, so the second character may be
 * neither; no spaces or control characters, which browsers strip before reading the address.
 */
export const BackPath = Type.String({
  maxLength: 512,
  pattern: '^/(?![/\\\\])\\S*$',
  format: 'line',
});

/** Where a page of an answer is: the page, its size, and how many there are in all. */
export const paging = {
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  /** 0 when nothing matches. */
  totalPages: Type.Integer(),
};

/**
 * The solved proof-of-work challenge (ALTCHA): base64 of the JSON of the signed challenge and its
 * solution, as the widget hands it over. Good once, for a few minutes.
 */
export const CaptchaFields = {
  captcha: opt(Str(4096)),
};

/** A proof-of-work challenge (ALTCHA v2): its parameters, signed by the server. */
export const CaptchaChallenge = Type.Object({
  parameters: Type.Object(
    {
      algorithm: Type.String(),
      nonce: Type.String(),
      salt: Type.String(),
      cost: Type.Integer(),
      keyLength: Type.Integer(),
      keyPrefix: Type.String(),
      expiresAt: opt(Type.Integer()),
    },
    { additionalProperties: true },
  ),
  signature: Type.String(),
});

/** The value of a call that answers nothing but success. */
export const Empty = Type.Null();
