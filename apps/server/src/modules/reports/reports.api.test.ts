import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { startTestPlatform, type TestPlatform } from '../../test/platform-harness.ts';

let platform: TestPlatform;
let admin: string;
let treasury: string;
let desk: string;

// Friday 2 January 2026: the day after New Year, a holiday in Colombia, the United States and Mexico.
beforeAll(async () => {
  platform = await startTestPlatform({}, { clockStart: Date.parse('2026-01-02T15:00:00Z') });
  admin = (await platform.signIn('admin')).access;
  treasury = (await platform.signIn('treasury')).access;
  desk = (await platform.signIn('desk')).access;
});
afterAll(() => platform.close());

interface Card {
  pk_id_report: number;
  title: string;
  State: string;
  tags: string;
  likes: number;
  liked: string;
  publication_date: string;
  company_name: string;
  NameUserCreate: string;
  link: string;
}
interface Page {
  items: Card[];
  search_date: { asked: string; day: string } | null;
  total: number;
  page: number;
  page_size: number;
}

const get = async (url: string, token?: string) => platform.request('GET', url, { token });
const list = async (query: string, token?: string) =>
  (await get(`/api/reports?${query}`, token)).json() as Page;
const adminList = async (query: string) => (await get(`/api/admin/reports?${query}`, admin)).json() as Page;
const tags = async () =>
  (
    (await get('/api/report_tags')).json() as {
      items: { pk: number; tag_name: string; Id_tag_parent: number | null }[];
    }
  ).items;
const tagId = async (name: string) => (await tags()).find((t) => t.tag_name === name)?.pk ?? 0;

const post = (body: Record<string, unknown>, token = admin) =>
  platform.request('POST', '/api/reports', { token, body });

const posted = {
  title: 'Holiday research note',
  img: '/report-default.svg',
  summary: 'Written the first business day of the year.',
  state: 'PUBLIC',
  text: '<h2>Levels</h2><table><tbody><tr><td>USDCOP</td><td>3,950</td></tr></tbody></table>',
  draft: false,
};

describe('reading reports', () => {
  it('lists PUBLIC reports to anonymous visitors, newest first, three to a page by default', async () => {
    const page = await list('');
    expect(page.page_size).toBe(3);
    expect(page.items).toHaveLength(3);
    expect(page.items.every((r) => r.State === 'PUBLIC')).toBe(true);
    const dates = page.items.map((r) => r.publication_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.total).toBe(3);
  });

  it("shows a company's PRIVATE reports to its users and staff, not to other companies", async () => {
    const forTreasury = await list('page_size=100', treasury);
    // Company B's own treasurer: the other company.
    const treasuryB = (await platform.signIn('treasuryb')).access;
    const forCompanyB = await list('page_size=100', treasuryB);
    const forAdmin = await list('page_size=100', admin);
    expect(forTreasury.items.some((r) => r.State === 'PRIVATE')).toBe(true);
    expect(forCompanyB.items.some((r) => r.State === 'PRIVATE')).toBe(false);
    expect(forAdmin.items.filter((r) => r.State === 'PRIVATE')).toHaveLength(2);
    expect(forAdmin.items.some((r) => r.State === 'DRAFT' || r.State === 'INACTIVE')).toBe(false);
    const secret = forTreasury.items.find((r) => r.State === 'PRIVATE');
    expect((await get(`/api/reports/${secret?.pk_id_report}`, treasury)).statusCode).toBe(200);
    expect((await get(`/api/reports/${secret?.pk_id_report}`, treasuryB)).statusCode).toBe(404);
    expect((await get(`/api/reports/${secret?.pk_id_report}`)).statusCode).toBe(404);
  });

  it('opens drafts and inactive reports to staff only', async () => {
    const drafts = await adminList('type_state=Drafts&page_size=100');
    expect(drafts.items.length).toBe(2);
    const draft = drafts.items[0]?.pk_id_report;
    expect((await get(`/api/reports/${draft}`, admin)).statusCode).toBe(200);
    expect((await get(`/api/reports/${draft}`, treasury)).statusCode).toBe(404);
    expect((await get(`/api/reports/${draft}`)).statusCode).toBe(404);
    expect((await get('/api/admin/reports', treasury)).statusCode).toBe(403);
    expect((await get('/api/admin/reports')).statusCode).toBe(401);
    expect((await get(`/api/reports/${draft}/edit`, treasury)).statusCode).toBe(403);
  });

  it('filters the admin list by state', async () => {
    const counts = Object.fromEntries(
      await Promise.all(
        ['All', 'Public', 'Private', 'Drafts', 'Inactive'].map(
          async (state) => [state, (await adminList(`type_state=${state}`)).total] as const,
        ),
      ),
    );
    expect(counts).toEqual({ All: 8, Public: 3, Private: 2, Drafts: 2, Inactive: 1 });
  });

  it('searches title, summary, body, author and company, in any case', async () => {
    expect((await list('search=BANXICO', treasury)).items.map((r) => r.title)).toEqual([
      'USDMXN: el carry sigue, pero la volatilidad está barata',
    ]);
    expect((await list('search=spare%20capacity')).total).toBe(1);
    expect((await list('search=ana%20admin')).total).toBe(3);
    expect((await list('search=demo%20company%20a', treasury)).total).toBe(5);
    // The admin list does not search people.
    expect((await adminList('search=ana%20admin')).total).toBe(0);
  });

  it('filters by a tag and its children, and by company', async () => {
    const commodities = await tagId('Commodities');
    const brent = await list(`tag=${commodities}&page_size=100`);
    expect(brent.items.map((r) => r.title).sort()).toEqual([
      'Brent: spare capacity caps rallies — buyers should layer, not chase',
      'USDCOP: oil, carry and a wide band — layering the first-half hedges',
    ]);
    const authors = (await get('/api/report_authors')).json() as { items: { pk_id_company: number }[] };
    const companyId = authors.items[0]?.pk_id_company;
    expect((await list(`company=${companyId}`)).total).toBe(3);
    expect((await list('company=999999')).total).toBe(0);
  });

  it('refuses pages of more than 1000 or fewer than 1 reports', async () => {
    expect((await get('/api/reports?page_size=1001')).statusCode).toBe(400);
    expect((await get('/api/reports?page_size=0')).statusCode).toBe(400);
    expect((await get('/api/admin/reports?page_size=5000', admin)).statusCode).toBe(400);
    expect((await list('page_size=1000')).page_size).toBe(1000);
    expect((await get('/api/reports?tag=abc')).statusCode).toBe(400);
  });

  it('shows the demo reports with covers stored on the platform', async () => {
    const all = await adminList('page_size=100');
    expect(all.items).toHaveLength(8);
    const covers = new Set(all.items.map((r) => (r as Card & { img: string }).img));
    for (const cover of covers) {
      expect(cover).toMatch(/^\/api\/report_images\/[0-9a-f-]{36}$/);
      const served = await get(cover);
      expect(served.statusCode, cover).toBe(200);
      expect(served.headers['content-type'], cover).toBe('image/webp');
    }
    expect(covers.size).toBeGreaterThan(1);
  });

  it('reads a report with its further reports', async () => {
    const first = (await list('')).items[0];
    const info = (await get(`/api/reports/${first?.pk_id_report}`)).json() as { text: string; link: string };
    expect(info.text).toContain('<h2>');
    expect(info.link).toMatch(/_\d+$/);
    const next = (await get(`/api/reports/${first?.pk_id_report}/next`)).json() as {
      items: { pk_id_report: number }[];
    };
    expect(next.items.length).toBe(2);
    expect(next.items.some((r) => r.pk_id_report === first?.pk_id_report)).toBe(false);
  });

  it('lists states and the tag tree', async () => {
    const states = (await get('/api/report_states')).json() as { items: { state_name: string }[] };
    expect(states.items.map((s) => s.state_name)).toEqual(['DRAFT', 'PRIVATE', 'PUBLIC', 'INACTIVE']);
    const all = await tags();
    const parentOf = (name: string) =>
      all.find((t) => t.pk === all.find((x) => x.tag_name === name)?.Id_tag_parent)?.tag_name;
    expect(parentOf('USDCOP')).toBe('LatAm');
    expect(parentOf('LatAm')).toBe('Currencies');
    expect(parentOf('BRENT')).toBe('Energy');
    expect(parentOf('Energy')).toBe('Commodities');
  });
});

describe('writing reports', () => {
  it('posts a report with its parent tags, sanitised, dated today, and finds it by a holiday date', async () => {
    const usdcop = await tagId('USDCOP');
    const response = await post({
      ...posted,
      tags: [usdcop],
      text: `${posted.text}<img src=x onerror="alert(1)"><script>window.__xss=1</script><a href="javascript:alert(1)">x</a><img src="data:image/svg+xml,<svg onload=alert(1)>">`,
    });
    expect(response.statusCode).toBe(201);
    const { pk_id_report: id } = response.json() as { pk_id_report: number };
    const info = (await get(`/api/reports/${id}`)).json() as {
      text: string;
      tags: string;
      publication_date: string;
    };
    expect(info.text).not.toMatch(/onerror|script|javascript|data:/i);
    expect(info.text).toContain('<table>');
    expect(info.publication_date).toBe('2026-01-02');
    const expected = [await tagId('Currencies'), await tagId('LatAm'), usdcop].sort((a, b) => a - b);
    expect(info.tags).toBe(expected.join(','));
    // New Year's Day is a holiday in all three countries: the search moves to 2 January.
    for (const search of ['2026-01-01', 'Jan%2001,%2026']) {
      const found = await list(`search=${search}`);
      expect(
        found.items.map((r) => r.pk_id_report),
        search,
      ).toContain(id);
    }
    expect((await list('search=2026-01-05')).items.map((r) => r.pk_id_report)).not.toContain(id);
  });

  it("refuses a post without title, summary or type with the spec's message; a draft needs title and summary", async () => {
    const refused = await post({ title: '', img: '', summary: '', text: '', draft: false });
    expect(refused.statusCode).toBe(400);
    const fields = (refused.json() as { error: { fields: Record<string, string[]> } }).error.fields;
    expect(Object.keys(fields).sort()).toEqual(['state', 'summary', 'title']);
    expect(fields.title).toEqual(['This field is required if the report is to be published.']);
    const draftRefused = await post({ title: 'x', summary: '', draft: true });
    expect(Object.keys((draftRefused.json() as { error: { fields: object } }).error.fields)).toEqual([
      'summary',
    ]);
    const draft = await post({
      title: 'Only a title',
      summary: 'and a summary',
      draft: true,
      state: 'PUBLIC',
    });
    expect(draft.statusCode).toBe(201);
    const id = (draft.json() as { pk_id_report: number }).pk_id_report;
    const saved = (await get(`/api/reports/${id}/edit`, admin)).json() as {
      state: string;
      img: string;
      text: string;
    };
    expect(saved).toMatchObject({ state: 'DRAFT', img: '/report-default.svg', text: 'Report Draft' });
  });

  it('posts a report without an image, which then shows the default image', async () => {
    for (const img of [undefined, '', '  ']) {
      const response = await post({ ...posted, title: `No cover ${JSON.stringify(img)}`, img });
      expect(response.statusCode, response.body).toBe(201);
      const id = (response.json() as { pk_id_report: number }).pk_id_report;
      const info = (await get(`/api/reports/${id}`)).json() as { img: string; State: string };
      expect(info).toMatchObject({ img: '/report-default.svg', State: 'PUBLIC' });
    }
  });

  it('lets only staff write', async () => {
    expect((await post(posted, treasury)).statusCode).toBe(403);
    expect((await platform.request('POST', '/api/reports', { body: posted })).statusCode).toBe(401);
    expect((await post({ ...posted, img: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await post({ ...posted, state: 'SECRET' })).statusCode).toBe(400);
    expect((await post({ ...posted, tags: [999999] })).statusCode).toBe(400);
  });

  it('refuses an image that is not an upload stored on the platform, naming the field, when posting and editing', async () => {
    const outside = 'https://tracker.example/pixel.png';
    const refusal = async (response: Awaited<ReturnType<typeof post>>) => {
      expect(response.statusCode).toBe(400);
      const { error } = response.json() as { error: { code: string; fields: Record<string, string[]> } };
      expect(error.code).toBe('VALIDATION_FAILED');
      return error.fields;
    };
    for (const img of [outside, 'http://tracker.example/x.png', '//tracker.example/x.png', '/favicon.svg']) {
      expect(Object.keys(await refusal(await post({ ...posted, img }))), img).toEqual(['img']);
    }
    for (const text of [
      `<p>Chart</p><img src="${outside}" alt="chart">`,
      '<p><img src="/api/report_images/not-an-upload"></p>',
    ]) {
      expect(Object.keys(await refusal(await post({ ...posted, text }))), text).toEqual(['text']);
    }
    const unknownUpload = '/api/report_images/00000000-0000-4000-8000-000000000000';
    expect(await refusal(await post({ ...posted, img: unknownUpload }))).toEqual({
      img: ['No such uploaded image: upload it again.'],
    });
    expect(
      Object.keys(await refusal(await post({ ...posted, text: `<img src="${unknownUpload}">` }))),
    ).toEqual(['text']);

    // Uploads are accepted, as the cover and in the body; the edit door refuses an outside one too.
    const stored = ((await upload(png)).json() as { url: string }).url;
    const saved = await post({
      ...posted,
      img: stored,
      text: `<p>Chart</p><img src="${stored}" alt="chart">`,
    });
    expect(saved.statusCode).toBe(201);
    const id = (saved.json() as { pk_id_report: number }).pk_id_report;
    const info = (await get(`/api/reports/${id}`)).json() as { img: string; text: string };
    expect(info.img).toBe(stored);
    expect(info.text).toContain(`<img src="${stored}" alt="chart">`);
    const edit = (body: Record<string, unknown>) =>
      platform.request('PUT', `/api/reports/${id}`, { token: admin, body: { ...posted, ...body } });
    expect(Object.keys(await refusal(await edit({ img: outside })))).toEqual(['img']);
    expect(Object.keys(await refusal(await edit({ text: `<img src="${outside}">` })))).toEqual(['text']);
    expect(((await get(`/api/reports/${id}`)).json() as { img: string }).img).toBe(stored);
  });

  it('edits, changes state and duplicates; the list shows the change', async () => {
    const id = ((await post(posted)).json() as { pk_id_report: number }).pk_id_report;
    const edited = await platform.request('PUT', `/api/reports/${id}`, {
      token: admin,
      body: { ...posted, title: 'Edited title', state: 'PRIVATE' },
    });
    expect(edited.statusCode).toBe(200);
    expect(((await get(`/api/reports/${id}/edit`, admin)).json() as { title: string }).title).toBe(
      'Edited title',
    );
    const inactive = await platform.request('PUT', `/api/reports/${id}/state`, {
      token: admin,
      body: { stateChange: 'INACTIVE' },
    });
    expect(inactive.statusCode).toBe(200);
    expect((await adminList('type_state=Inactive&page_size=100')).items.map((r) => r.pk_id_report)).toContain(
      id,
    );
    expect((await get(`/api/reports/${id}`, treasury)).statusCode).toBe(404);
    const copy = await platform.request('POST', `/api/reports/${id}/duplicate`, { token: admin });
    expect(copy.statusCode).toBe(201);
    const copyId = (copy.json() as { pk_id_report: number }).pk_id_report;
    const copied = (await get(`/api/reports/${copyId}/edit`, admin)).json() as {
      title: string;
      state: string;
    };
    expect(copied).toMatchObject({ title: 'Edited title (copy)', state: 'DRAFT' });
    const missing = await platform.request('PUT', '/api/reports/999999/state', {
      token: admin,
      body: { stateChange: 'PUBLIC' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('likes and unlikes a report, once per user', async () => {
    const report = (await list('', treasury)).items[0];
    const like = (liked: string, token = treasury) =>
      platform.request('PUT', `/api/reports/${report?.pk_id_report}/like`, { token, body: { Liked: liked } });
    expect((await like('True')).json()).toEqual({ likes: 1, liked: 'True' });
    expect((await like('True')).json()).toEqual({ likes: 1, liked: 'True' });
    expect((await like('True', desk)).json()).toEqual({ likes: 2, liked: 'True' });
    const mine = (await list('', treasury)).items.find((r) => r.pk_id_report === report?.pk_id_report);
    expect(mine).toMatchObject({ likes: 2, liked: 'True' });
    expect((await like('False')).json()).toEqual({ likes: 1, liked: 'False' });
    expect(
      (
        await platform.request('PUT', `/api/reports/${report?.pk_id_report}/like`, {
          body: { Liked: 'True' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await like('maybe')).statusCode).toBe(400);
  });
});

describe('tags', () => {
  it('creates tags and refuses cycles', async () => {
    const macro = await tagId('Macro');
    const created = await platform.request('POST', '/api/report_tags', {
      token: admin,
      body: { tag_name: 'Central banks', Id_tag_parent: macro },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ tag_name: 'Central banks', tag_name_es: null });
    const child = (created.json() as { pk: number }).pk;
    const named = await platform.request('PUT', `/api/report_tags/${child}`, {
      token: admin,
      body: { tag_name: 'Central banks', tag_name_es: 'Bancos centrales', Id_tag_parent: macro },
    });
    expect(named.json()).toMatchObject({ tag_name_es: 'Bancos centrales', Id_tag_parent: macro });
    const cycle = await platform.request('PUT', `/api/report_tags/${macro}`, {
      token: admin,
      body: { tag_name: 'Macro', Id_tag_parent: child },
    });
    expect(cycle.statusCode).toBe(400);
    expect((cycle.json() as { error: { code: string } }).error.code).toBe('TAG_CYCLE');
    const self = await platform.request('PUT', `/api/report_tags/${macro}`, {
      token: admin,
      body: { tag_name: 'Macro', Id_tag_parent: macro },
    });
    expect(self.statusCode).toBe(400);
    const byClient = await platform.request('POST', '/api/report_tags', {
      token: treasury,
      body: { tag_name: 'x' },
    });
    expect(byClient.statusCode).toBe(403);
  });
});

const BOUNDARY = 'report-image-boundary';
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

function upload(bytes: Buffer, token = admin) {
  return platform.app.inject({
    method: 'POST',
    url: '/api/report_images',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="chart.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });
}

describe('images', () => {
  it('stores a PNG and a GIF and serves each from an /api address, with its type, cached', async () => {
    for (const [bytes, type] of [
      [png, 'image/png'],
      [gif, 'image/gif'],
    ] as const) {
      const response = await upload(bytes);
      expect(response.statusCode, type).toBe(201);
      const { url } = response.json() as { url: string };
      expect(url).toMatch(/^\/api\/report_images\/[0-9a-f-]{36}$/);
      const served = await get(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('refuses non-images, polyglots and files over 5 MB with a 400', async () => {
    const refused = async (bytes: Buffer) => {
      const response = await upload(bytes);
      return [response.statusCode, (response.json() as { error: { code: string } }).error.code];
    };
    expect(await refused(Buffer.from('<svg onload="alert(1)"></svg>'))).toEqual([400, 'IMAGE_REJECTED']);
    // A GIF header without the rest of a GIF, and a GIF with a page after its trailer.
    expect(await refused(Buffer.from('GIF89a....'))).toEqual([400, 'IMAGE_REJECTED']);
    expect(await refused(Buffer.concat([gif, Buffer.from('<html>;')]))).toEqual([400, 'IMAGE_REJECTED']);
    // A PNG with a page after its end, and one with a script inside a chunk.
    expect(await refused(Buffer.concat([png, Buffer.from('<html><script>alert(1)</script>')]))).toEqual([
      400,
      'IMAGE_REJECTED',
    ]);
    const withScript = Buffer.concat([
      png.subarray(0, 33),
      Buffer.from('<script>alert(1)</script>'),
      png.subarray(33),
    ]);
    expect(await refused(withScript)).toEqual([400, 'IMAGE_REJECTED']);
    const big = Buffer.concat([
      png.subarray(0, png.length - 12),
      Buffer.alloc(5 * 1024 * 1024),
      png.subarray(-12),
    ]);
    expect(await refused(big)).toEqual([400, 'IMAGE_REJECTED']);
    expect((await upload(png, treasury)).statusCode).toBe(403);
    const anonymous = await platform.app.inject({ method: 'POST', url: '/api/report_images' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('tells browsers to load images from this origin only: no https: and no wildcard in img-src', async () => {
    for (const path of ['/api/reports', '/report/some-report_1']) {
      const policy = String((await get(path)).headers['content-security-policy']);
      const imgSrc = /(?:^|;)\s*img-src([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/);
      expect(imgSrc, path).toEqual(["'self'", 'data:', 'blob:']);
    }
  });

  it('migrates what earlier versions saved: outside covers, body images and avatars are taken out', async () => {
    const db = platform.services.db;
    const stored = ((await upload(png)).json() as { url: string }).url;
    const body = `<p>Kept</p><img src="https://tracker.example/a.png" alt="a > b"><img src="${stored}" alt="ours"><p>After</p><img title="t" src="http://x.example/b.gif">`;
    const ids: number[] = [];
    for (const img of ['https://tracker.example/cover.png', stored, '/report-default.svg']) {
      const saved = await post({ ...posted, img: stored, draft: true });
      const id = (saved.json() as { pk_id_report: number }).pk_id_report;
      await db.execute(sql`update reports set img = ${img}, body = ${body} where id = ${id}`);
      ids.push(id);
    }
    await db.execute(
      sql`update users set user_avatar = 'https://idp.example/me.jpg' where username = 'treasury'`,
    );
    await db.execute(sql`update users set user_avatar = '/api/avatars/1' where username = 'desk'`);
    const migration = readFileSync(
      new URL('../../../drizzle/20261128075145_stored_images_only.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const rows = rowsOf<{ id: number; img: string; body: string }>(
      await db.execute(
        sql`select id, img, body from reports where id in (${sql.join(ids, sql`, `)}) order by id`,
      ),
    );
    expect(rows.map((r) => r.img)).toEqual(['/report-default.svg', stored, '/report-default.svg']);
    for (const row of rows) {
      expect(row.body).toBe(`<p>Kept</p><img src="${stored}" alt="ours"><p>After</p>`);
    }
    const avatars = rowsOf<{ username: string; user_avatar: string }>(
      await db.execute(
        sql`select username, user_avatar from users where username in ('treasury', 'desk') order by username`,
      ),
    );
    expect(avatars).toEqual([
      { username: 'desk', user_avatar: '/api/avatars/1' },
      { username: 'treasury', user_avatar: '' },
    ]);
    await db.execute(sql`update users set user_avatar = '' where username = 'desk'`);
  });
});

describe('research', () => {
  it("shows reports on the caller's pairs and commodities, newest first", async () => {
    const research = (await get('/api/reports/research?limit=50', treasury)).json() as {
      items: { title: string; assets: string[]; publication_date: string }[];
    };
    expect(research.items.length).toBeGreaterThan(0);
    expect(research.items.every((r) => r.assets.length > 0)).toBe(true);
    const dates = research.items.map((r) => r.publication_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const brent = (await get('/api/reports/research?asset=BRENT', treasury)).json() as {
      items: { assets: string[] }[];
    };
    expect(brent.items.every((r) => r.assets.includes('BRENT'))).toBe(true);
    expect(brent.items.length).toBeGreaterThan(0);
    // Company B holds the ringgit and palm oil: the USDCOP and Brent reports are not its treasurer's.
    const treasuryB = (await platform.signIn('treasuryb')).access;
    const forB = (await get('/api/reports/research?asset=BRENT', treasuryB)).json() as { items: unknown[] };
    expect(forB.items).toHaveLength(0);
    expect((await get('/api/reports/research')).statusCode).toBe(401);
  });
});

describe('date search', () => {
  it("moves a date search past Colombia's holidays in another year", async () => {
    // Monday 12 January 2026 is Epiphany (moved to Monday) in Colombia: Saturday the 10th reads as the 13th.
    platform.clock.advance(11 * 86_400_000);
    admin = (await platform.signIn('admin')).access;
    const response = await post({ ...posted, title: 'After the Epiphany long weekend' });
    const id = (response.json() as { pk_id_report: number }).pk_id_report;
    const saturday = await list('search=2026-01-10');
    expect(saturday.items.map((r) => r.pk_id_report)).toContain(id);
    // The list says which day it shows: the one asked is not a business day.
    expect(saturday.search_date).toEqual({ asked: '2026-01-10', day: '2026-01-13' });
    expect((await list('search=2026-01-13')).search_date).toEqual({ asked: '2026-01-13', day: '2026-01-13' });
    expect((await list('search=epiphany')).search_date).toBeNull();
    expect((await list('search=Ene%2012,%2026')).items.map((r) => r.pk_id_report)).toContain(id);
  });
});
