import { Fragment, useMemo, useState } from 'react';
import { createApiClient, type DonationResponse } from '../lib/api';
import { CHANNEL_CHOICES } from '../lib/channels';
import { OTHER_ID_TYPES } from '../lib/donor-id';
import { GIFTS, PAYMENT_MODES, donationSchemaFor, withGiftTerms } from '../lib/schemas/donation';
import { runSchema } from '../lib/validate/core';
import type { FormWords } from '../i18n/forms';
import { CODE_INPUT, SelectField, TextArea, TextField, genderOptions } from './forms/kit';
import LatinField from './donation/LatinField';
import SourceField from './donation/SourceField';
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
 * The donation pledge, first on the page: who you are (with the English-letters spelling when the name or
 * address is in Tamil), then the gift (one choice: once, monthly, corpus or a specific purpose), the
 * donor's ID and where the money comes from (FCRA). The original site's ten checks in order with their exact
 * messages, shown in an alert with focus on the field to fix. After success: the reference and how to pay
 * with it now (UPI QR and link, bank details).
 */
export default function DonationForm({
  id = 'donation',
  bank,
  fcra = false,
  trust,
  words,
}: {
  id?: string;
  bank: Bank;
  /** The trust's name in the page's language (the messages' opt-in names it). */
  trust: string;
  /** The trust is registered under FCRA (the build's FCRA_REGISTERED). */
  fcra?: boolean;
  words: FormWords<'donation'>;
}) {
  const schema = donationSchemaFor({ fcra, from: 'form' });
  const text = words.text;
  const { translate, say, fill } = useWords(words);
  const [paid, setPaid] = useState<Paid | null>(null);
  const utrClient = useMemo(() => createApiClient({ lang: () => document.documentElement.lang || 'en' }), []);
  const form = useForm({
    id,
    schema,
    // The one gift choice is written as the pledge's frequency and the statement's category; the frequency's
    // message is the choice's too (the field a failure focuses).
    validate: (values) => {
      const checked = runSchema(schema, withGiftTerms(values), translate);
      if (!checked.success && checked.fields.frequency) checked.fields.gift = checked.fields.frequency;
      return checked;
    },
    // The messages' choice travels as the form's own field (the server reads it with the mobile number), not as
    // the opt-in the schema makes of it.
    submit: ({ notify: _opted, ...data }, client, values) =>
      client.pledgeDonation(values.notifyChannel ? { ...data, notifyChannel: values.notifyChannel } : data),
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
      <h3>{text.whoHeading}</h3>
      <LatinField
        source={field('name')}
        latin={field('nameLatin')}
        kind="name"
        label={text.name}
        latinLabel={text.nameLatin}
        hint={text.latinHint}
      />
      <RadioGroup {...field('gender')} label={text.gender} options={genderOptions(words.genders)} />
      <div className="grid-2">
        <TextField {...field('email')} label={text.email} autoComplete="email" />
        <TextField {...field('phone')} label={text.phone} autoComplete="tel" />
      </div>
      <RadioGroup
        {...field('notifyChannel')}
        label={text.notifyChannel}
        options={CHANNEL_CHOICES.map((value) => ({ value, label: text.notifyChoices[value] }))}
        hint={fill(text.notifyOptIn, { trust })}
        defaultValue="none"
      />
      <LatinField
        source={field('address')}
        latin={field('addressLatin')}
        kind="address"
        label={text.address}
        latinLabel={text.addressLatin}
        hint={text.latinHint}
      />
      <h3>{text.giftHeading}</h3>
      <RadioGroup
        {...field('frequency')}
        name="gift"
        label={text.gift}
        options={GIFTS.map((v) => ({ value: v, label: text.gifts[v] }))}
      />
      <TextField {...field('amount')} label={text.amount} hint={text.amountHint} autoComplete="off" />
      <TextField
        {...field('pan')}
        {...CODE_INPUT}
        label={text.pan}
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
            {...field('idType')}
            label={text.idType}
            placeholder={{ value: '', label: text.idTypePlaceholder }}
            options={OTHER_ID_TYPES.filter((v) => fcra || v !== 'tin').map((v) => ({
              value: v,
              label: text.idTypes[v],
            }))}
          />
          <TextField {...field('idNumber')} {...CODE_INPUT} label={text.idNumber} />
        </div>
      </fieldset>
      <SourceField {...field('source')} fcra={fcra} words={text} />
      <SelectField
        {...field('paymentMode')}
        label={text.paymentMode}
        placeholder={{ value: '', label: text.modePlaceholder }}
        options={PAYMENT_MODES.map((v) => ({ value: v, label: text.modes[v] }))}
      />
      <TextArea {...field('message')} label={text.message} rows={3} />
    </FormFrame>
  );
}
