import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const MAIL_SINK = 'http://127.0.0.1:2526';
export const STRONG_PASSWORD = 'Str0ng!pass';
export const ADMIN = { email: 'admin@saath.test', password: 'Adm1n!e2e-pass' };

export function uniqueEmail(prefix = 'traveller') {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
}

/** A traveller created through the API, for tests whose subject is not registration. */
export async function registerViaApi(
  request: APIRequestContext,
  overrides: Partial<{
    first_name: string;
    last_name: string;
    email: string;
    password: string;
  }> = {},
) {
  const body = {
    first_name: 'Asha',
    last_name: 'Verma',
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    ...overrides,
  };
  const response = await request.post('/api/users/', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return body;
}

/** A form field by its exact label; required fields show a trailing '*'. */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

export async function logInViaForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await field(page, 'Email address').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: /^log in$/i }).click();
}

/** Waits for a mail to `to` whose text matches `pattern` and returns the first capture group. */
export async function readMail(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const messages: Array<{ raw: string }> = await (
          await request.get(`${MAIL_SINK}/messages?to=${encodeURIComponent(to)}`)
        ).json();
        // Quoted-printable soft line breaks would split a long link.
        const texts = messages.map((m) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
        found = texts.map((t) => t.match(pattern)?.[1]).find(Boolean);
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return found!;
}

/** axe: no serious or critical violation on the page as it stands. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Sets the fields the completeness gate needs, through the API. */
export async function completeProfileViaApi(
  request: APIRequestContext,
  user: { email: string; password: string; first_name: string; last_name: string },
) {
  const login = await request.post('/api/users/login', {
    form: { username: user.email, password: user.password },
  });
  const { access_token } = await login.json();
  const response = await request.put('/api/users/me', {
    headers: { authorization: `Bearer ${access_token}` },
    data: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone: '9876543210',
      gender: 'FEMALE',
      date_of_birth: '1991-05-20',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return access_token as string;
}

/** A travel date comfortably past the 11-day minimum, unique per run so groups never collide. */
export function futureTravelDate(extraDays = 0): string {
  const offset = 20 + Math.floor(Math.random() * 60) + extraDays;
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

function passengersFor(prefix: string, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    full_name: `${prefix} Passenger ${i + 1}`,
    dob: '1985-07-01',
    age: 41,
    gender: i % 2 ? 'M' : 'F',
    phone: '9876543210',
    email: `${prefix.toLowerCase()}${i + 1}@example.in`,
  }));
}

/** Two travellers bring a new group to 7 passengers: it is RFQ_SENT when this returns. */
export async function rfqGroupViaApi(request: APIRequestContext, date = futureTravelDate()) {
  const first = await registerViaApi(request, { first_name: 'Kavya' });
  const firstToken = await completeProfileViaApi(request, first);
  const second = await registerViaApi(request, { first_name: 'Arjun' });
  const secondToken = await completeProfileViaApi(request, second);
  const created = await request.post('/api/communities/', {
    headers: { authorization: `Bearer ${firstToken}` },
    data: {
      from_location: 'DEL',
      to_location: 'BOM',
      travel_date: date,
      time_slot: 'SLOT_16_20',
      passengers: passengersFor('Kavya', 4),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const group = await created.json();
  const joined = await request.post(`/api/communities/${group.community_id}/join`, {
    headers: { authorization: `Bearer ${secondToken}` },
    data: { passengers: passengersFor('Arjun', 3) },
  });
  expect((await joined.json()).status).toBe('RFQ_SENT');
  return { group: await joined.json(), travellers: [first, second] as const };
}

let airlineSeq = 0;
/** An airline partner registered through the API. */
export async function registerAirlineViaApi(request: APIRequestContext, companyName: string) {
  airlineSeq += 1;
  const email = uniqueEmail('airline');
  const code = `Z${Math.floor(Math.random() * 90 + 10)}`;
  const response = await request.post('/api/airline/register', {
    data: {
      user_data: { name: 'Fares Desk', email, phone: '9876500000', password: STRONG_PASSWORD },
      company_data: {
        company_name: `${companyName} ${airlineSeq}`,
        email: `fares.${email}`,
        airline_code: code,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password: STRONG_PASSWORD, companyName: `${companyName} ${airlineSeq}` };
}
