// The statement of donations for a year, Form 10BD or Form 113 by the year's law (src/lib/tax-law.ts): the
// portal's CSV (full IDs: the download is audited), the donors it cannot include and why, the year marked
// filed, and each donor's certificate (Form 10BE or 114) marked sent.

import { useId, useState } from 'react';
import { adminText, fill } from '../../../i18n/admin';
import { adminDonationsText } from '../../../i18n/admin-donations-page';
import { financialYear } from '../../../lib/donations';
import { inr, istDateTime } from '../../../lib/record-format';
import type { Form10bdReport } from '../../../lib/staff-api';
import { LAW_CODES, lawOfYear } from '../../../lib/tax-law';
import { indiaToday } from '../../../lib/time';
import { donationsApi } from './api';
import { download } from '../download';
import { ScrollTable } from '../Panel';
import { useAnnounce } from '../SessionGate';
import { ErrorText, LineForm, ToolSection, useAction } from '../kit';

const w = adminDonationsText.donationsPage.form10bd;
const t = adminText.donorIds;

/** The last few financial years, newest first (the one that ended is what is filed by 31 May). */
function recentYears(): string[] {
  const start = Number(financialYear(indiaToday()).slice(0, 4));
  return [0, 1, 2, 3].map((n) => `${start - n}-${String((start - n + 1) % 100).padStart(2, '0')}`);
}

export default function Form10bd() {
  const id = useId();
  const announce = useAnnounce();
  const years = recentYears();
  const [fy, setFy] = useState(years[1]!);
  const [report, setReport] = useState<Form10bdReport | null>(null);
  const [ack, setAck] = useState('');
  const { busy, error, run } = useAction(w.failed);

  const load = async () => {
    const loaded = await run(() => donationsApi.form10bd(fy));
    if (loaded) setReport(loaded);
  };
  const filed = async () => {
    if (!report) return;
    const marked = await run(() => donationsApi.markFiled(report.fy, ack.trim()));
    if (!marked) return;
    setReport({ ...report, filing: marked.data });
    announce(w.markFiled);
  };
  const certificate = async (key: string, name: string) => {
    if (!report) return;
    const marked = await run(() => donationsApi.markCertificate(report.fy, key));
    if (!marked) return;
    const at = marked.data.certificates[key];
    const donors = report.donors.map((d) => (d.key === key && at ? { ...d, certificate: at } : d));
    setReport({ ...report, filing: marked.data, donors });
    announce(fill(w.markCertificate, { ...LAW_CODES[lawOfYear(report.fy)], name }));
  };

  const f = report?.filing.filed;
  const codes = LAW_CODES[lawOfYear(report?.fy ?? fy)];
  return (
    <ToolSection heading={w.heading} lede={w.lede}>
      <LineForm label={w.year} htmlFor={`${id}-fy`} onSubmit={() => void load()} busy={busy} submit={w.load}>
        <select id={`${id}-fy`} value={fy} onChange={(e) => setFy(e.target.value)}>
          {years.map((y) => (
            <option key={y}>{y}</option>
          ))}
        </select>
      </LineForm>
      <ErrorText error={error} />
      {report && (
        <div>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() =>
              download(`form-${codes.statement.toLowerCase()}-${report.fy}.csv`, report.csv, 'text/csv;charset=utf-8')
            }
          >
            {fill(w.download, codes)}
          </button>
          <p>{fill(w.form, { ...codes, fy: report.fy })}</p>
          <p>{f ? fill(w.filed, { date: istDateTime(f.at), ack: f.acknowledgement || '-' }) : w.notFiled}</p>
          {!f && (
            <LineForm
              label={w.acknowledgement}
              htmlFor={`${id}-ack`}
              onSubmit={() => void filed()}
              busy={busy}
              submit={w.markFiled}
            >
              <input id={`${id}-ack`} value={ack} maxLength={40} onChange={(e) => setAck(e.target.value)} />
            </LineForm>
          )}
          <h3>{w.excluded}</h3>
          {report.excluded.length === 0 ? (
            <p>{w.noneExcluded}</p>
          ) : (
            <ul>
              {report.excluded.map((e, i) => (
                <li key={i}>
                  {[e.name, e.reference, ...e.receipts].filter(Boolean).join(', ')}: {e.reasons.join('; ')}
                </li>
              ))}
            </ul>
          )}
          <ScrollTable
            title={w.donors}
            caption={w.donors}
            columns={[w.columns.name, w.columns.id, w.columns.amount, w.columns.receipts, w.columns.certificate]}
          >
            {report.donors.map((d) => (
              <tr key={d.key}>
                <td>{d.name}</td>
                <td>
                  {t.types[d.idType]} {d.idNumber}
                </td>
                <td>{inr(d.amount)}</td>
                <td>{d.receipts.join(', ')}</td>
                <td>
                  {d.certificate ? (
                    fill(w.certificateSent, { ...codes, date: istDateTime(d.certificate.at) })
                  ) : (
                    <button type="button" className="btn btn-secondary" onClick={() => void certificate(d.key, d.name)}>
                      {fill(w.markCertificate, { ...codes, name: d.name })}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </ScrollTable>
        </div>
      )}
    </ToolSection>
  );
}
