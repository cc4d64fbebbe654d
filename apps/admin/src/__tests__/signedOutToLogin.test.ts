import { describe, expect, it } from 'vitest';
import { signedOutToLogin } from '../App';

const signedOut = { checkAuth: () => Promise.reject({ message: false }) };
const signedIn = { checkAuth: () => Promise.resolve() };

function args(path: string) {
  return { request: new Request(`http://localhost${path}`), params: {}, context: undefined } as never;
}

describe('signedOutToLogin (router loader in front of the console)', () => {
  it('sends a signed-out visitor to /login before the console renders', async () => {
    for (const path of ['/admin', '/admin/']) {
      const result = (await signedOutToLogin(signedOut)(args(path))) as Response;
      expect(result.status).toBe(302);
      expect(result.headers.get('Location')).toBe('/login');
    }
  });

  it('names the page they were going to, so signing in returns there', async () => {
    const to = async (path: string) =>
      ((await signedOutToLogin(signedOut)(args(path))) as Response).headers.get('Location');
    expect(await to('/admin/analytics')).toBe('/login?next=%2Fanalytics');
    expect(await to('/admin/analytics?days=7')).toBe('/login?next=%2Fanalytics%3Fdays%3D7');
    expect(await to('/admin/dashboard')).toBe('/login?next=%2Fdashboard');
  });

  it('lets everyone open the login page', async () => {
    expect(await signedOutToLogin(signedOut)(args('/admin/login'))).toBeNull();
    expect(await signedOutToLogin(signedOut)(args('/admin/login/'))).toBeNull();
  });

  it('lets a signed-in admin through', async () => {
    expect(await signedOutToLogin(signedIn)(args('/admin'))).toBeNull();
    expect(await signedOutToLogin(signedIn)(args('/admin/dashboard'))).toBeNull();
  });
});
