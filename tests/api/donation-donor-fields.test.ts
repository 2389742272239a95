// What a donor types reaches the receipt and the statement: an Aadhaar holder with no PAN (a number whose
// Verhoeff check the old table refused) pledges a corpus gift as the form sends it; the stored pledge, the
// receipt, its PDF and the year's statement row all carry the ID and the donation type.

import { describe, expect, it } from 'vitest';
import donation from '../../netlify/functions/donation';
import type { DonationResponse } from '../../src/lib/api';
import type { Form10bdAnswer, ReceiptAnswer, ReceiptPdf } from '../../src/lib/staff-api';
import { staffSuite } from '../helpers/admin-session';
import { call } from '../helpers/http';
import { compactText, openPdf } from '../helpers/pdf-read';
import { embeddedHarness } from '../helpers/stores';

// Tuesday 2026-03-31, 11:30 in India: the last day of 2025-26.
const NOW = new Date('2026-03-31T06:00:00.000Z');
/** Valid Aadhaar (Verhoeff), fifth digit 8: refused by the old permutation table. */
const AADHAAR = '212384534562';

// The store keeps a pledge as the service hands it over (tests/contract): one adapter is enough here.
{
  describe("a pledge keeps the donor's other ID and the donation type", () => {
    const suite = staffSuite(embeddedHarness(), { now: NOW });

    it('an Aadhaar donor’s corpus gift is stored, receipted and reported as such', async () => {
      const res = await call<DonationResponse>(donation, '/api/donation', {
        body: {
          uname: 'Kavitha Raman',
          gender: 'Female',
          email: 'kavitha@example.org',
          mobno: '9845012346',
          address: '9 East Masi Street, Madurai 625001',
          donate: 'One time',
          category: 'corpus',
          amount: '5000',
          panno: '',
          idtype: 'aadhaar',
          idno: '2123 8453 4562',
          modeofpay: 'UPI',
        },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const [stored] = await suite.store.records.list('donations', { limit: 1 });
      expect(stored).toMatchObject({ category: 'corpus', idType: 'aadhaar', idNumber: AADHAAR });

      const marked = await suite.post(`/api/admin/donations/${stored!.id}/received`, {
        date: '2026-03-30',
        mode: 'upi',
        amount: 5000,
        reference: '608912345678',
      });
      expect(marked.status).toBe(200);
      const issued = await suite.post<ReceiptAnswer>(`/api/admin/donations/${stored!.id}/receipt`);
      expect(issued.status).toBe(200);
      expect(issued.json.receipt).toMatchObject({
        category: 'corpus',
        donor: { name: 'Kavitha Raman', idType: 'aadhaar', idNumber: '••••••••4562' },
      });

      const pdf = await suite.post<ReceiptPdf>(`/api/admin/receipts/${issued.json.receipt.id}/pdf`);
      expect(pdf.status).toBe(200);
      const text = await compactText(await openPdf(Buffer.from(pdf.json.pdf, 'base64')));
      expect(text).toContain(`Aadhaar:${AADHAAR}`);
      expect(text).toContain('Corpus');
      expect(text).not.toContain('NoPANorotherID');

      const statement = await suite.post<Form10bdAnswer>('/api/admin/form10bd/2025-26');
      expect(statement.status).toBe(200);
      expect(statement.json.excluded).toEqual([]);
      const lines = statement.json.csv.trim().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`Aadhaar Number,${AADHAAR},`);
      expect(lines[1]).toContain(',Kavitha Raman,');
      expect(lines[1]).toMatch(/,Corpus,Electronic modes including account payee cheque\/draft,5000$/);
    });
  });
}
