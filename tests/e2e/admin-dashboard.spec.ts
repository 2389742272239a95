/**
 * The staff dashboard's tables (/admin), signed in: records submitted through the public API (newest first,
 * India time, search), PAN masked then revealed, CSV export, delete (gone after a reload; a booking's slot
 * freed), and one failing table leaving the other three working.
 */
import { readFileSync } from 'node:fs';
import { test as base, collectConsoleErrors } from './fixtures';
import { expect, openDashboard, search, signedIn, table, unique } from './helpers/admin-dashboard';
import { proved } from './helpers/proof';
import { bookThroughApi } from './helpers/slots';

// Few sign-ins per run (they are rate-limited): the file's tests share a worker.
base.describe.configure({ mode: 'default', timeout: 120_000 });

signedIn.describe('signed in', () => {
  signedIn.use({ timezoneId: 'America/Los_Angeles' });

  signedIn('records from the public API: newest first, India time, search', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const token = unique('Record');
    const [first, second] = [`${token} First`, `${token} Second`];
    for (const name of [first, second]) {
      const res = await request.post('/api/callbacks', {
        data: await proved(request, { name, mobile: '9876543210', email: 'e2e@example.org' }),
      });
      expect(res.status()).toBe(200);
    }
    const contact = await request.post('/api/contact', {
      data: await proved(request, { name: token, email: 'c@example.org', message: 'Hello from e2e' }),
    });
    expect(contact.status()).toBe(200);

    await openDashboard(page);
    // Newest first, dates in India time although this browser lives in Los Angeles.
    const callbacks = await search(page, 'Callback Requests', token);
    await expect(callbacks).toHaveCount(2);
    await expect(callbacks.nth(0)).toContainText(second);
    await expect(callbacks.nth(1)).toContainText(first);
    const stored = (await (await page.request.post('/api/admin/callbacks', { data: { q: token } })).json()) as {
      data: { name: string; createdAt: string }[];
    };
    const createdAt = stored.data.find((r) => r.name === second)!.createdAt;
    const ist = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }).format(new Date(createdAt));
    // Name, mobile, email, comment, language (English: sent from an English page), date.
    await expect(callbacks.nth(0).locator('td').nth(4)).toHaveText('English');
    await expect(callbacks.nth(0).locator('td').nth(5)).toHaveText(ist);
    // The search ran on the server over every callback; the heading still counts them all.
    await expect(table(page, 'Callback Requests').getByRole('status')).toHaveText(`2 found for “${token}”`);
    await expect(table(page, 'Callback Requests').locator('h2')).toHaveText(/^Callback Requests \(\d+\)$/);

    await expect(await search(page, 'Contact Messages', token)).toHaveCount(1);
    await expect(await search(page, 'Contact Messages', `${token} nothing`)).toHaveCount(0);
    await expect(table(page, 'Contact Messages').getByText(`Nothing matches “${token} nothing”.`)).toBeVisible();
    expect(errors).toEqual([]);
  });

  signedIn(
    'PAN masked then revealed per row; CSV export with a BOM, quoting, the full PAN and no formulas',
    async ({ page, request }) => {
      const errors = collectConsoleErrors(page);
      const token = unique('Csv');
      const donor = `${token} ரவி`;
      const donation = await request.post('/api/donation', {
        data: await proved(request, {
          uname: donor,
          gender: 'Male',
          email: 'donor@example.org',
          mobno: '9876543210',
          address: '12, Temple Street, Dindigul',
          donate: 'One time',
          amount: '60000',
          panno: 'ABCDE1234F',
          modeofpay: 'UPI',
          message: 'For the "free camp"',
        }),
      });
      expect(donation.status()).toBe(200);
      const caller = `${token} Caller`;
      const callback = await request.post('/api/callbacks', {
        data: await proved(request, { name: caller, mobile: '9876543210', email: 'e2e@example.org', comment: '=1+1' }),
      });
      expect(callback.status()).toBe(200);

      await openDashboard(page);
      const donations = await search(page, 'Donations', token);
      await expect(donations).toHaveCount(1);
      const pan = donations.locator('.pan');
      await expect(pan).toHaveText('ABCDE••••F');
      const reveal = donations.getByRole('button', { name: `Show PAN of ${donor}` });
      await expect(reveal).toHaveAttribute('aria-pressed', 'false');
      await reveal.click();
      await expect(reveal).toHaveAttribute('aria-pressed', 'true');
      await expect(pan).toHaveText('ABCDE1234F');
      await reveal.click();
      await expect(pan).toHaveText('ABCDE••••F');
      await expect(donations).toContainText('₹60,000');

      // CSV of the rows shown: BOM, header, the full PAN, quoting.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        table(page, 'Donations').getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^donations-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = readFileSync(await download.path());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toBe(
        'Name,Gender,Email,Mobile,Address,Name and address in English letters,Type,Amount (INR),Donation type (statement),ID,PAN or ID number,Money from (declared),Mode of payment,UTR (from donor),Received,Message,Reference,Messages by,Language,Date (IST)',
      );
      expect(lines).toHaveLength(3);
      expect(lines[1]).toMatch(
        new RegExp(
          `^${donor},Male,donor@example\\.org,9876543210,"12, Temple Street, Dindigul",,One time,60000,Others,PAN,ABCDE1234F,Not declared \\(sent without the form\\),UPI,,,"For the ""free camp""",VT-[0-9A-Z]+,,English,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`,
        ),
      );
      expect(lines[2]).toBe('');

      await search(page, 'Callback Requests', caller);
      const [callbackCsv] = await Promise.all([
        page.waitForEvent('download'),
        table(page, 'Callback Requests').getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      const callbackLines = readFileSync(await callbackCsv.path(), 'utf8').split('\r\n');
      expect(callbackLines[0]).toBe('\uFEFFName,Mobile,Email,Comment,Language,Date (IST)');
      expect(callbackLines[1]).toMatch(new RegExp(`^${caller},9876543210,e2e@example\\.org,'=1\\+1,`));
      expect(callbackLines).toHaveLength(3);
      expect(errors).toEqual([]);
    },
  );

  signedIn(
    'delete after a confirmation: gone at once and after a reload; a booking delete frees its slot',
    async ({ page, request, appointments }) => {
      const errors = collectConsoleErrors(page);
      const name = unique('Delete');
      expect(
        (
          await request.post('/api/callbacks', { data: await proved(request, { name, mobile: '9876543210' }) })
        ).status(),
      ).toBe(200);
      const slot = await appointments.freeSlot();
      const patient = unique('Patient');
      await bookThroughApi(request, slot, patient);

      await openDashboard(page);
      const rows = await search(page, 'Callback Requests', name);
      await expect(rows).toHaveCount(1);
      const del = rows.getByRole('button', { name: `Delete the callback request from ${name}` });

      // Cancel keeps it.
      await del.click();
      const dialog = page.getByRole('dialog', { name: 'Delete this record?' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`Delete the callback request from ${name}? This cannot be undone.`);
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(rows).toHaveCount(1);
      // Escape keeps it too.
      await del.click();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(rows).toHaveCount(1);

      await del.click();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(rows).toHaveCount(0);
      await expect(table(page, 'Callback Requests').getByRole('heading')).toBeFocused();

      // The booking: its slot is taken, then free again after the delete.
      const booked = async () =>
        ((await (await request.get(`/api/appointments/booked?date=${slot.date}`)).json()) as { booked: string[] })
          .booked;
      expect(await booked()).toContain(slot.time);
      const bookingRows = await search(page, 'Booking Requests', patient);
      await expect(bookingRows).toHaveCount(1);
      await expect(bookingRows).toContainText(slot.label);
      await expect(bookingRows).toContainText(slot.weekday);
      await bookingRows.getByRole('button', { name: `Delete the booking of ${patient}` }).click();
      await expect(dialog).toContainText('The appointment slot becomes free for others.');
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(bookingRows).toHaveCount(0);
      expect(await booked()).not.toContain(slot.time);
      await bookThroughApi(request, slot, `${patient} again`);

      await openDashboard(page); // a reload
      await expect(await search(page, 'Callback Requests', name)).toHaveCount(0);
      await expect(await search(page, 'Booking Requests', patient)).toHaveCount(1); // the new booking only
      await expect(table(page, 'Booking Requests').locator('tbody tr')).toContainText(`${patient} again`);
      expect(errors).toEqual([]);
    },
  );

  signedIn(
    'one table failing shows its error with a Retry; the other three keep working',
    async ({ page, request }) => {
      const name = unique('Still here');
      expect(
        (
          await request.post('/api/callbacks', { data: await proved(request, { name, mobile: '9876543210' }) })
        ).status(),
      ).toBe(200);
      await page.route('**/api/admin/donations', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, error: 'down' }),
        }),
      );
      await page.goto('/admin');
      const failing = table(page, 'Donations');
      await expect(failing.getByRole('alert')).toContainText('Could not load Donations.');
      const retry = failing.getByRole('button', { name: 'Retry' });
      await expect(retry).toBeVisible();
      for (const title of ['Callback Requests', 'Booking Requests', 'Contact Messages']) {
        const section = table(page, title);
        await expect(section.getByText(/^Loading /)).toHaveCount(0);
        await expect(section.getByRole('alert')).toHaveCount(0);
        await expect(section.locator('table, p.admin-note').first()).toBeVisible();
      }
      await expect(await search(page, 'Callback Requests', name)).toHaveCount(1);

      await page.unroute('**/api/admin/donations');
      await retry.click();
      await expect(failing.getByRole('alert')).toHaveCount(0);
      await expect(failing.locator('table, p.admin-note').first()).toBeVisible();
    },
  );
});
