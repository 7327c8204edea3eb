// The move between two wallets: which way (to a vendor's wallet from the main one, or back), the
// amount within the source's balance, a fresh reference for each move that a retry of the same
// move keeps, and the move just made.
import type { CallValue } from '@portal/contract';
import { Button } from '@portal/ui';
import { Formik, useField, useFormikContext } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import type { walletCalls } from '../../api/walletCallTable';
import { newReferenceNo, useWalletTransfer } from '../../api/walletTransfers';
import { ChoiceCards } from '../shared/ChoiceCards';
import {
  Actions,
  Details,
  Form,
  Result,
  Section,
  SectionTitle,
  ServerError,
} from '../shared/cashier.styles';
import { AMOUNT, amountText, cents, type FormatMoney } from '../shared/cashierFormat';
import {
  Field,
  FocusFirstError,
  ServerFields,
  useFailure,
  useServerFields,
  useShownError,
} from '../Withdraw/fields';

type Wallet = CallValue<typeof walletCalls.merchantWallet>['wallets'][number];
type Moved = CallValue<typeof walletCalls.walletTransfer>;

interface MoveValues {
  /** The way the money goes, as the radio's value: `<from>-<to>` (codes have no -). */
  move: string;
  amount: string;
}

/** A wallet's name in the player's language; a vendor without one is named by its code. */
export function useWalletName() {
  const { t } = useTranslation();
  return (code: string) => t(`wallets_name_${code}`, { defaultValue: code });
}

const moveOf = (value: string) => {
  const [from = '', to = ''] = value.split('-');
  return { from, to };
};

export function TransferFundForm({
  wallets,
  money,
}: {
  wallets: readonly Wallet[];
  money: FormatMoney;
}) {
  const { t } = useTranslation();
  const name = useWalletName();
  const transfer = useWalletTransfer();
  const [moved, setMoved] = useState<Moved | null>(null);
  const balanceOf = (code: string) => wallets.find((w) => w.code === code)?.balance ?? 0;
  // To each vendor's wallet from the main one (listed first: its code is the contract's, read
  // from the answer rather than imported, which would bring the wallet's schemas along), and back.
  const [main, ...vendors] = wallets;
  const mainCode = main?.code ?? '';
  const moves = vendors
    .filter((w) => w.transferable)
    .flatMap((w) => [`${mainCode}-${w.code}`, `${w.code}-${mainCode}`]);
  const form = useRef<HTMLFormElement>(null);
  // One reference a move: the same way and amount sent again (a double click, a retry after a
  // lost answer or a refusal) carry the same one, and move the money once.
  const attempt = useRef<{ move: string; amount: string; reference: string } | null>(null);
  const [sentMove, setSentMove] = useState(moves[0] ?? '');
  const sentFrom = moveOf(sentMove).from;
  const failure = useFailure(transfer.error, {
    INSUFFICIENT_FUNDS: [
      'amount',
      t('wallets_amount_balance', { wallet: name(sentFrom), balance: money(balanceOf(sentFrom)) }),
    ],
  });
  const [serverFields, setSent] = useServerFields<MoveValues>(failure.fields);

  const schema = useMemo(
    () =>
      object({
        move: string().required().oneOf(moves),
        amount: string()
          .trim()
          .required(t('wallets_amount_required'))
          .matches(AMOUNT, t('wallets_amount_invalid'))
          .test('positive', t('wallets_amount_invalid'), (v) => Number(amountText(v)) > 0)
          .test('balance', '', function balance(v) {
            const { from } = moveOf(String(this.parent.move));
            const available = wallets.find((w) => w.code === from)?.balance ?? 0;
            return (
              cents(Number(amountText(v))) <= cents(available) ||
              this.createError({
                message: t('wallets_amount_balance', {
                  wallet: name(from),
                  balance: money(available),
                }),
              })
            );
          }),
      }),
    [moves, wallets, money, name, t],
  );

  const submit = async (values: MoveValues, reset: () => void) => {
    const amount = amountText(values.amount);
    const same = attempt.current?.move === values.move && attempt.current.amount === amount;
    if (!same) attempt.current = { move: values.move, amount, reference: newReferenceNo() };
    const { reference } = attempt.current!;
    setSent(values);
    setSentMove(values.move);
    setMoved(null);
    try {
      const done = await transfer.trigger({
        body: { ...moveOf(values.move), amount, reference_no: reference },
      });
      attempt.current = null;
      setMoved(done);
      reset();
    } catch {
      // Shown by the form; the same move keeps its reference for a retry.
    }
  };

  // Nothing to move between (no vendor wallet open to transfers): the wallets above say it all.
  if (!moves.length) return null;
  return (
    <Section aria-labelledby="wallets-move-title">
      <SectionTitle id="wallets-move-title">{t('wallets_move_title')}</SectionTitle>
      {moved ? <MoveResult moved={moved} money={money} /> : null}
      <Formik<MoveValues>
        initialValues={{ move: moves[0] ?? '', amount: '' }}
        validationSchema={schema}
        onSubmit={(values, helpers) =>
          submit(values, () => helpers.resetForm({ values: { move: values.move, amount: '' } }))
        }
      >
        {(formik) => (
          <ServerFields.Provider value={serverFields}>
            <Form
              ref={form}
              noValidate
              onSubmit={formik.handleSubmit}
              aria-labelledby="wallets-move-title"
            >
              <FocusFirstError form={form} serverErrors={failure.fields} />
              {failure.message ? <ServerError role="alert">{failure.message}</ServerError> : null}
              <MoveChoice moves={moves} mainCode={mainCode} balanceOf={balanceOf} money={money} />
              <AmountField balanceOf={balanceOf} money={money} />
              <Actions>
                <Button type="submit" loading={transfer.pending || formik.isSubmitting}>
                  {t('wallets_submit')}
                </Button>
              </Actions>
            </Form>
          </ServerFields.Provider>
        )}
      </Formik>
    </Section>
  );
}

function MoveChoice({
  moves,
  mainCode,
  balanceOf,
  money,
}: {
  moves: readonly string[];
  mainCode: string;
  balanceOf: (code: string) => number;
  money: FormatMoney;
}) {
  const { t } = useTranslation();
  const name = useWalletName();
  const [field] = useField<string>('move');
  const { setFieldValue } = useFormikContext<MoveValues>();
  const error = useShownError('move');
  return (
    <ChoiceCards
      legend={t('wallets_move')}
      name={field.name}
      value={field.value}
      onChoose={(move) => void setFieldValue('move', move)}
      onBlur={field.onBlur}
      error={error}
      choices={moves.map((move) => {
        const { from, to } = moveOf(move);
        const vendor = from === mainCode ? to : from;
        return {
          value: move,
          name:
            from === mainCode
              ? t('wallets_move_in', { wallet: name(vendor) })
              : t('wallets_move_out', { wallet: name(vendor) }),
          details: t('wallets_move_from', {
            wallet: name(from),
            balance: money(balanceOf(from)),
          }),
        };
      })}
    />
  );
}

/** The amount, with what the chosen source holds in its hint. */
function AmountField({
  balanceOf,
  money,
}: {
  balanceOf: (code: string) => number;
  money: FormatMoney;
}) {
  const { t } = useTranslation();
  const name = useWalletName();
  const [move] = useField<string>('move');
  const { from } = moveOf(move.value);
  return (
    <Field
      name="amount"
      label={t('wallets_amount')}
      hint={t('wallets_amount_hint', { wallet: name(from), balance: money(balanceOf(from)) })}
      inputMode="decimal"
      autoComplete="off"
    />
  );
}

function MoveResult({ moved, money }: { moved: Moved; money: FormatMoney }) {
  const { t } = useTranslation();
  const name = useWalletName();
  return (
    <Result role="status">
      <h3>{t('wallets_result_title')}</h3>
      <Details>
        <dt>{t('wallets_col_from')}</dt>
        <dd>{name(moved.from)}</dd>
        <dt>{t('wallets_col_to')}</dt>
        <dd>{name(moved.to)}</dd>
        <dt>{t('wallets_col_amount')}</dt>
        <dd>{money(moved.amount)}</dd>
        <dt>{t('wallets_col_reference')}</dt>
        <dd>{moved.reference_no}</dd>
      </Details>
    </Result>
  );
}
