import { useState } from 'react';
import type { DonationResponse } from '../lib/api';
import { DONATION_TYPES, DONATION_TYPE_PLACEHOLDER, PAYMENT_MODES } from '../lib/schemas/donation';
import { checkDonation } from '../lib/validate/donation';
import type { FormWords } from '../i18n/forms';
import { RadioGroup, SelectField, TextArea, TextField } from './forms/kit';
import { FormFrame, failureMessage } from './forms/FormFrame';
import { useForm } from './forms/useForm';
import { useWords } from './forms/words';
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
  const form = useForm({
    id,
    validate: (values) => checkDonation(values, translate),
    submit: (data, client) => client.pledgeDonation(data),
    failureText: (failure) =>
      failureMessage(failure, { network: say('ui.network'), failed: say('ui.donation.failed') }),
    onSuccess: (data, values) => {
      setPaid(
        data.payment ? { reference: data.reference, amount: Number(values.amount), payment: data.payment } : null,
      );
      return say('ui.donation.success');
    },
  });
  const { errors } = form;
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
                <dt>{text.bankLabels.accountName}</dt>
                <dd translate="no">{bank.accountName}</dd>
                <dt>{text.bankLabels.accountNumber}</dt>
                <dd translate="no">{bank.accountNumber}</dd>
                <dt>{text.bankLabels.ifsc}</dt>
                <dd translate="no">{bank.ifsc}</dd>
                <dt>{text.bankLabels.bank}</dt>
                <dd translate="no">
                  {bank.bankName}, {bank.branch}
                </dd>
                <dt>{text.bankLabels.reference}</dt>
                <dd translate="no">{paid.reference}</dd>
              </dl>
            </section>
          )}
        </>
      }
    >
      <TextField
        form={id}
        name="uname"
        label={text.uname}
        required
        autoComplete="name"
        maxLength={100}
        error={errors.uname}
      />
      <RadioGroup
        form={id}
        name="gender"
        label={text.gender}
        required
        error={errors.gender}
        options={(['Male', 'Female'] as const).map((g) => ({ value: g, label: words.genders[g] }))}
      />
      <div className="grid-2">
        <TextField
          form={id}
          name="email"
          label={text.email}
          required
          type="email"
          autoComplete="email"
          maxLength={254}
          error={errors.email}
        />
        <TextField
          form={id}
          name="mobno"
          label={text.mobno}
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={14}
          error={errors.mobno}
        />
      </div>
      <TextArea
        form={id}
        name="address"
        label={text.address}
        required
        rows={3}
        maxLength={500}
        autoComplete="street-address"
        error={errors.address}
      />
      <div className="grid-2">
        <SelectField
          form={id}
          name="donate"
          label={text.donate}
          required
          error={errors.donate}
          placeholder={{ value: DONATION_TYPE_PLACEHOLDER, label: text.typePlaceholder }}
          options={DONATION_TYPES.map((v) => ({ value: v, label: text.types[v] }))}
        />
        <TextField
          form={id}
          name="amount"
          label={text.amount}
          hint={text.amountHint}
          required
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          error={errors.amount}
        />
      </div>
      <div className="grid-2">
        <TextField
          form={id}
          name="panno"
          label={text.panno}
          hint={text.panHint}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={10}
          className="uppercase"
          error={errors.panno}
          onInput={(e) => {
            const el = e.currentTarget;
            const caret = el.selectionStart;
            el.value = el.value.toUpperCase();
            if (caret !== null) el.setSelectionRange(caret, caret);
          }}
        />
        <SelectField
          form={id}
          name="modeofpay"
          label={text.modeofpay}
          required
          error={errors.modeofpay}
          placeholder={{ value: '', label: text.modePlaceholder }}
          options={PAYMENT_MODES.map((v) => ({ value: v, label: text.modes[v] }))}
        />
      </div>
      <TextArea form={id} name="message" label={text.message} rows={3} maxLength={1000} error={errors.message} />
    </FormFrame>
  );
}
