import { Type, type Static, type TSchema } from 'typebox';

/**
 * Every JSON answer of the portal API has this shape. `success: false` carries a stable machine
 * `code` (see `ErrorCode`) and a human `message` that the client may show as it is.
 */
export interface Envelope<T> {
  success: boolean;
  code?: string;
  message?: string;
  value?: T;
}

/** The JSON Schema of a successful answer carrying `value`. */
export const SuccessEnvelope = <T extends TSchema>(value: T) =>
  Type.Object(
    {
      success: Type.Literal(true),
      value,
    },
    { additionalProperties: false },
  );

/** The JSON Schema of every failed answer. `value` carries details such as the fields at fault. */
export const FailureEnvelope = Type.Object(
  {
    success: Type.Literal(false),
    code: Type.String(),
    message: Type.String(),
    value: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);
export type FailureEnvelope = Static<typeof FailureEnvelope>;
