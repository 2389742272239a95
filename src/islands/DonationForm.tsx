import { Fragment, useMemo, useState } from 'react';
import { createApiClient, type DonationResponse } from '../lib/api';
import { DONATION_CATEGORIES, OTHER_ID_TYPES } from '../lib/donor-id';
import { DONATION_TYPES, DONATION_TYPE_PLACEHOLDER, PAYMENT_MODES, donationSchema } from '../lib/schemas/donation';
import { checkDonation } from '../lib/validate/donation';
import type { FormWords } from '../i18n/forms';
import { CODE_INPUT, SelectField, TextArea, TextField, genderOptions } from './forms/kit';
import { RadioGroup } from './forms/RadioGroup';
import { FormFrame, failureMessage } from './forms/FormFrame';
import { useForm } from './forms/useForm';
import { useWords } from './forms/words';
import UtrEntry from './donation/UtrEntry';
import './forms/forms.css';

interface Bank {
  accountName: string;
  accountNumber: string;
  ifsc: string;
  bankName: string;
  branch: string;
}

interface Paid {
  reference: string;
  amount: number;
  payment: NonNullable<DonationResponse['payment']>;
  /** The pledge's private link token: the donor adds the UPI reference with it. */
  token: string | undefined;
}

/**
 * The donation pledge: the original site's ten checks in order with their exact messages, shown in an
 * alert with focus on the field to fix. After success: how to pay now (UPI QR and link, bank details).
 */
export default function DonationForm({
  id = 'donation',
  bank,
  words,
}: {
  id?: string;
  bank: Bank;
  words: FormWords<'donation'>;
}) {
  const text = words.text;
  const { translate, say, fill } = useWords(words);
  const [paid, setPaid] = useState<Paid | null>(null);
  const utrClient = useMemo(() => createApiClient({ lang: () => document.documentElement.lang || 'en' }), []);
  const form = useForm({
    id,
    schema: donationSchema,
    validate: (values) => checkDonation(values, translate),
    submit: (data, client) => client.pledgeDonation(data),
    failureText: (failure) =>
      failureMessage(failure, { network: say('ui.network'), failed: say('ui.donation.failed') }),
    onSuccess: (data, values) => {
      setPaid(
        data.payment
          ? { reference: data.reference, amount: Number(values.amount), payment: data.payment, token: data.token }
          : null,
      );
      return say('ui.donation.success');
    },
  });
  const { field } = form;
  const amountText = paid ? paid.amount.toLocaleString('en-IN') : '';

  return (
    <FormFrame
      id={id}
      form={form}
      common={words.common}
      submitLabel={text.submit}
      purpose={text.purpose}
      statusExtra={
        <>
          {form.status.kind === 'success' && paid && (
            <section className="pay-now" aria-labelledby={`${id}-pay`}>
              <h3 id={`${id}-pay`}>{text.payNow}</h3>
              <p>{fill(text.payIntro, { reference: paid.reference })}</p>
              <img
                className="qr"
                width="200"
                height="200"
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(paid.payment.qrSvg)}`}
                alt={fill(text.qrAlt, { amount: amountText, reference: paid.reference })}
              />
              <p>
                <a className="btn btn-primary" href={paid.payment.upiUri}>
                  {fill(text.payButton, { amount: amountText })}
                </a>
              </p>
              <p>{text.bankLead}</p>
              <dl className="bank">
                {(
                  [
                    [text.bankLabels.accountName, bank.accountName],
                    [text.bankLabels.accountNumber, bank.accountNumber],
                    [text.bankLabels.ifsc, bank.ifsc],
                    [text.bankLabels.bank, `${bank.bankName}, ${bank.branch}`],
                    [text.bankLabels.reference, paid.reference],
                  ] as const
                ).map(([label, value]) => (
                  <Fragment key={label}>
                    <dt>{label}</dt>
                    <dd translate="no">{value}</dd>
                  </Fragment>
                ))}
              </dl>
              {paid.token && <UtrEntry token={paid.token} words={words} client={utrClient} />}
            </section>
          )}
        </>
      }
    >
      <TextField {...field('uname')} label={text.uname} autoComplete="name" />
      <RadioGroup {...field('gender')} label={text.gender} options={genderOptions(words.genders)} />
      <div className="grid-2">
        <TextField {...field('email')} label={text.email} autoComplete="email" />
        <TextField {...field('mobno')} label={text.mobno} autoComplete="tel" />
      </div>
      <TextArea {...field('address')} label={text.address} rows={3} autoComplete="street-address" />
      <div className="grid-2">
        <SelectField
          {...field('donate')}
          label={text.donate}
          placeholder={{ value: DONATION_TYPE_PLACEHOLDER, label: text.typePlaceholder }}
          options={DONATION_TYPES.map((v) => ({ value: v, label: text.types[v] }))}
        />
        <SelectField
          {...field('category')}
          label={text.category}
          hint={text.categoryHint}
          options={DONATION_CATEGORIES.map((v) => ({ value: v, label: text.categories[v] }))}
        />
      </div>
      <TextField {...field('amount')} label={text.amount} hint={text.amountHint} autoComplete="off" />
      <TextField
        {...field('panno')}
        {...CODE_INPUT}
        label={text.panno}
        hint={text.panHint}
        onInput={(e) => {
          const el = e.currentTarget;
          const caret = el.selectionStart;
          el.value = el.value.toUpperCase();
          if (caret !== null) el.setSelectionRange(caret, caret);
        }}
      />
      {/* A donor with no PAN gives another ID (checked right after the PAN, in this order). */}
      <fieldset className="other-id">
        <legend>{text.otherIdLegend}</legend>
        <p className="hint">{text.otherIdHint}</p>
        <div className="grid-2">
          <SelectField
            {...field('idtype')}
            label={text.idtype}
            placeholder={{ value: '', label: text.idtypePlaceholder }}
            options={OTHER_ID_TYPES.map((v) => ({ value: v, label: text.idtypes[v] }))}
          />
          <TextField {...field('idno')} {...CODE_INPUT} label={text.idno} />
        </div>
      </fieldset>
      <SelectField
        {...field('modeofpay')}
        label={text.modeofpay}
        placeholder={{ value: '', label: text.modePlaceholder }}
        options={PAYMENT_MODES.map((v) => ({ value: v, label: text.modes[v] }))}
      />
      <TextArea {...field('message')} label={text.message} rows={3} />
    </FormFrame>
  );
}
