/**
 * Input hygiene (issue 15), as a visitor meets it: a hidden character typed or pasted into a field (a bidi
 * override, a zero-width space) is refused beside that field with its own message, in the page's language,
 * and nothing is sent; ZWJ/ZWNJ after a Tamil letter is Tamil writing and passes. And what a reload brings
 * back: every field of a half-filled form except the PAN and the health details, which are never kept in the
 * browser's draft.
 *
 * Every message and label is read from the dictionaries (src/i18n/{en,ta}/*.json), never typed here.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, listenForReady } from './fixtures';
import { findRecords, uniqueName } from './helpers/store';
import { endsWith, startsWith, WORDS } from './helpers/words';

const BIDI_OVERRIDE = '\u202E'; // RIGHT-TO-LEFT OVERRIDE
const ZERO_WIDTH_SPACE = '\u200B';
const ZWJ = '\u200D';

/** The error shown beside a control: the `.field-error` of the control's own field, tied to it by aria. */
const errorOf = (control: Locator) => control.locator('xpath=..').locator('.field-error');
async function expectFieldError(control: Locator, text: string) {
  await expect(errorOf(control)).toHaveText(text);
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(endsWith(text));
}
async function expectNoFieldError(control: Locator) {
  await expect(errorOf(control)).toHaveCount(0);
}

/** Every POST to the API the page makes from now on. */
function watchPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/')) posts.push(r.url());
  });
  return posts;
}

test.describe('a hidden character is refused beside its field, nothing is sent', () => {
  test('English contact form: a bidi override in the name, a zero-width space in the message', async ({ page }) => {
    const who = uniqueName('Hygiene Contact');
    const posts = watchPosts(page);
    await page.goto('/contact');
    const text = WORDS.en.forms.contact;
    const form = page.locator('form#contact');
    await form.scrollIntoViewIfNeeded();
    const submit = form.getByRole('button', { name: text.submit });
    await expect(submit).toBeEnabled({ timeout: 20_000 });
    const name = form.getByRole('textbox', { name: startsWith(text.name) });
    const email = form.getByRole('textbox', { name: startsWith(text.email) });
    const message = form.getByRole('textbox', { name: startsWith(text.message) });

    // Looks like an ordinary name; the override would show it reversed on a staff screen.
    await name.fill(`${who}${BIDI_OVERRIDE}gnp.exe`);
    await email.fill('visitor@example.org');
    await message.fill(`Line one\nLine${ZERO_WIDTH_SPACE} two`);
    await submit.click();

    await expectFieldError(name, WORDS.en.messages['text.bidi']);
    await expectFieldError(message, WORDS.en.messages['text.zeroWidth']);
    await expectNoFieldError(email);
    await expect(form.getByRole('alert')).toHaveText(WORDS.en.messages['text.bidi']);
    await expect(name).toBeFocused();

    // Retyped without the hidden characters (the newline stays: the message is a long text), it goes.
    await name.fill(who);
    await expectNoFieldError(name);
    await message.fill('Line one\nLine two');
    await expectNoFieldError(message);
    expect(posts).toEqual([]);
    expect(await findRecords('contacts', (r) => r.name.startsWith(who))).toEqual([]);
    await submit.click();
    await expect(form.getByRole('status')).toHaveText(text.success);
    const [saved] = await findRecords('contacts', (r) => r.name === who);
    expect(saved).toMatchObject({ name: who, message: 'Line one\nLine two' });
  });

  test('Tamil donation form: Tamil messages beside the fields; ZWJ after a Tamil letter passes', async ({ page }) => {
    const posts = watchPosts(page);
    await page.goto('/ta/donation#donation-form');
    const text = WORDS.ta.forms.donation;
    const form = page.locator('#donation-form form');
    await form.scrollIntoViewIfNeeded();
    const submit = form.getByRole('button', { name: text.submit });
    await expect(submit).toBeEnabled({ timeout: 20_000 });
    const field = (label: string) => form.getByRole('textbox', { name: startsWith(label) });
    const name = field(text.name);
    const phone = field(text.phone);
    const address = field(text.address);

    // க்+ZWNJ+ஷ: ZWNJ/ZWJ right after a Tamil letter is how Tamil is written: no complaint about the name.
    const who = uniqueName(`ரவி க்${ZWJ}ஷ`);
    // The name wakes the form: the choices below are made once it is live (a click that lands while React
    // takes the form over can be undone by it; in clean runs one was, twice).
    const ready = await listenForReady(form);
    await name.fill(who);
    await ready();
    await form.getByRole('radio', { name: WORDS.ta.forms.genders.Male, exact: true }).check();
    await field(text.email).fill('giver@example.org');
    await phone.fill(`98765${ZERO_WIDTH_SPACE}43210`);
    await address.fill(`12 கோவில் தெரு${BIDI_OVERRIDE}, திண்டுக்கல்`);
    await form.getByRole('radio', { name: text.gifts.once, exact: true }).check();
    await field(text.amount).fill('2500');
    await form.getByRole('combobox', { name: startsWith(text.paymentMode) }).selectOption('UPI');
    await submit.click();

    await expectFieldError(phone, WORDS.ta.messages['text.zeroWidth']);
    await expectFieldError(address, WORDS.ta.messages['text.bidi']);
    await expectNoFieldError(name);
    // The first refusal in the spec's order is the alert's message, in Tamil.
    await expect(form.getByRole('alert')).toHaveText(WORDS.ta.messages['text.zeroWidth']);
    expect(posts).toEqual([]);
    expect(await findRecords('donations', (r) => r.name === who)).toEqual([]);
  });

  test('Tamil booking form: a zero-width space in the occupation, for one of two people', async ({
    page,
    appointments,
  }) => {
    const [first, second] = await appointments.freeSlots(2);
    const posts = watchPosts(page);
    await page.goto('/ta/booking');
    const text = WORDS.ta.forms.appointment;
    const form = page
      .locator('form.form')
      .filter({ has: page.getByRole('combobox', { name: startsWith(text.count) }) });
    const submit = form.locator('button[type="submit"]');
    await expect(submit).toBeEnabled({ timeout: 20_000 });
    await form.getByRole('combobox', { name: startsWith(text.count) }).selectOption('2');
    const who = uniqueName('முருகன்');
    for (const [i, slot] of [first!, second!].entries()) {
      const group = page.getByRole('group', { name: text.person.replace('{n}', String(i + 1)), exact: true });
      const box = (label: string) => group.getByRole('textbox', { name: startsWith(label) });
      await box(text.name).fill(`${who} ${i + 1}`);
      await group.getByRole('combobox', { name: startsWith(text.gender) }).selectOption('Male');
      await box(text.height).fill('168');
      await box(text.weight).fill('64');
      await box(text.occupation).fill(i === 1 ? `நெச${ZERO_WIDTH_SPACE}வாளர்` : 'நெசவாளர்');
      await box(text.phone).fill('9876543210');
      await group.getByLabel(startsWith(text.visitDate)).fill(slot.date);
      const time = group.getByRole('combobox', { name: startsWith(text.visitTime) });
      await expect(time).toBeEnabled();
      await expect(time.locator(`option[value="${slot.time}"]`)).toBeEnabled();
      await time.selectOption(slot.time);
    }
    await submit.click();

    const second2 = page.getByRole('group', { name: text.person.replace('{n}', '2'), exact: true });
    const first1 = page.getByRole('group', { name: text.person.replace('{n}', '1'), exact: true });
    await expectFieldError(
      second2.getByRole('textbox', { name: startsWith(text.occupation) }),
      WORDS.ta.messages['text.zeroWidth'],
    );
    await expectNoFieldError(first1.getByRole('textbox', { name: startsWith(text.occupation) }));
    expect(posts).toEqual([]);
    expect(await findRecords('bookings', (r) => r.name.startsWith(who))).toEqual([]);
  });
});

test.describe('a reload brings a half-filled form back, except the PAN and the health details', () => {
  const draftOf = (page: Page, id: string) => page.evaluate((key) => sessionStorage.getItem(key), `draft:${id}`);

  test('donation: everything but the PAN comes back', async ({ page }) => {
    const who = uniqueName('Draft Donor');
    await page.goto('/donation#donation-form');
    const text = WORDS.en.forms.donation;
    const form = page.locator('#donation-form form');
    await form.scrollIntoViewIfNeeded();
    const submit = form.getByRole('button', { name: text.submit });
    await expect(submit).toBeEnabled({ timeout: 20_000 });
    const f = {
      name: form.getByRole('textbox', { name: startsWith(text.name) }),
      female: form.getByRole('radio', { name: WORDS.en.forms.genders.Female, exact: true }),
      email: form.getByRole('textbox', { name: startsWith(text.email) }),
      phone: form.getByRole('textbox', { name: startsWith(text.phone) }),
      address: form.getByRole('textbox', { name: startsWith(text.address) }),
      monthly: form.getByRole('radio', { name: text.gifts.monthly, exact: true }),
      amount: form.getByRole('textbox', { name: startsWith(text.amount) }),
      pan: form.getByRole('textbox', { name: startsWith(text.pan) }),
      mode: form.getByRole('combobox', { name: startsWith(text.paymentMode) }),
      message: form.getByRole('textbox', { name: startsWith(text.message) }),
    };
    await f.name.fill(who);
    await f.female.check();
    await f.email.fill('giver@example.org');
    await f.phone.fill('9876543210');
    await f.address.fill('12 Temple Street\nDindigul');
    await f.monthly.check();
    await f.amount.fill('60000');
    await f.pan.fill('ABCDE1234F');
    await f.mode.selectOption('UPI');
    await f.message.fill('For the free clinic');
    // The draft holds what was typed, never the PAN.
    await expect.poll(() => draftOf(page, 'donation')).toContain('For the free clinic');
    expect(await draftOf(page, 'donation')).not.toContain('ABCDE1234F');

    await page.reload();
    await expect(submit).toBeEnabled({ timeout: 20_000 });
    await expect(f.name).toHaveValue(who);
    await expect(f.female).toBeChecked();
    await expect(f.email).toHaveValue('giver@example.org');
    await expect(f.phone).toHaveValue('9876543210');
    await expect(f.address).toHaveValue('12 Temple Street\nDindigul');
    await expect(f.monthly).toBeChecked();
    await expect(f.amount).toHaveValue('60000');
    await expect(f.mode).toHaveValue('UPI');
    await expect(f.message).toHaveValue('For the free clinic');
    await expect(f.pan).toHaveValue('');
  });

  test('appointment for two: everything of both people but the reason, medicines, height and weight comes back', async ({
    page,
    appointments,
  }) => {
    const [slot, second] = await appointments.freeSlots(2);
    const who = uniqueName('Draft Patient');
    const other = uniqueName('Draft Second');
    await page.goto('/booking');
    const text = WORDS.en.forms.appointment;
    const form = page
      .locator('form.form')
      .filter({ has: page.getByRole('combobox', { name: startsWith(text.count) }) });
    const submit = form.locator('button[type="submit"]');
    await expect(submit).toBeEnabled({ timeout: 20_000 });
    await form.getByRole('combobox', { name: startsWith(text.count) }).selectOption('2');
    const group = page.getByRole('group', { name: 'Person 1', exact: true });
    const box = (label: string) => group.getByRole('textbox', { name: startsWith(label) });
    const group2 = page.getByRole('group', { name: 'Person 2', exact: true });
    const p2 = {
      name: group2.getByRole('textbox', { name: startsWith(text.name) }),
      purpose: group2.getByRole('textbox', { name: startsWith(text.purpose) }),
      date: group2.getByLabel(startsWith(text.visitDate)),
      time: group2.getByRole('combobox', { name: startsWith(text.visitTime) }),
    };
    const p = {
      name: box(text.name),
      gender: group.getByRole('combobox', { name: startsWith(text.gender) }),
      age: box(text.age),
      height: box(text.height),
      weight: box(text.weight),
      work: box(text.occupation),
      phone: box(text.phone),
      email: box(text.email),
      location: box(text.place),
      purpose: box(text.purpose),
      medicine: box(text.medicines),
      date: group.getByLabel(startsWith(text.visitDate)),
      time: group.getByRole('combobox', { name: startsWith(text.visitTime) }),
    };
    await p.name.fill(who);
    await p.gender.selectOption('Female');
    await p.age.fill('42');
    await p.height.fill('158 cm');
    await p.weight.fill('61 kg');
    await p.work.fill('Farmer');
    await p.phone.fill('9876543210');
    await p.email.fill('patient@example.org');
    await p.location.fill('Madurai');
    await p.purpose.fill('Migraine since March');
    await p.medicine.fill('Paracetamol');
    await p.date.fill(slot!.date);
    await expect(p.time).toBeEnabled();
    await p.time.selectOption(slot!.time);
    await p2.name.fill(other);
    await p2.purpose.fill('Knee pain');
    await p2.date.fill(second!.date);
    await expect(p2.time).toBeEnabled();
    await p2.time.selectOption(second!.time);
    await expect.poll(() => draftOf(page, 'appointment-new')).toContain(other);
    const draft = (await draftOf(page, 'appointment-new'))!;
    for (const secret of ['Migraine', 'Paracetamol', '158 cm', '61 kg', 'Knee pain'])
      expect(draft).not.toContain(secret);

    await page.reload();
    await expect(submit).toBeEnabled({ timeout: 20_000 });
    await expect(p.name).toHaveValue(who);
    await expect(p.gender).toHaveValue('Female');
    await expect(p.age).toHaveValue('42');
    await expect(p.work).toHaveValue('Farmer');
    await expect(p.phone).toHaveValue('9876543210');
    await expect(p.email).toHaveValue('patient@example.org');
    await expect(p.location).toHaveValue('Madurai');
    await expect(p.date).toHaveValue(slot!.date);
    await expect(p.time).toHaveValue(slot!.time);
    for (const health of [p.purpose, p.medicine, p.height, p.weight]) await expect(health).toHaveValue('');
    // The second person's fields exist only once the restored number is drawn: they come back too.
    await expect(p2.name).toHaveValue(other);
    await expect(p2.date).toHaveValue(second!.date);
    await expect(p2.time).toHaveValue(second!.time);
    await expect(p2.purpose).toHaveValue('');
  });
});
