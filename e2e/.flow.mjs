import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3150';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 1536, height: 900 } });
const p = await ctx.newPage();
p.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
const id = 'flow' + Date.now().toString(36).slice(-5);
const r = await p.request.post(base + '/api/welcome/sign-up', {
  data: {
    tenantId: id,
    companyName: 'Fabrikam Staffing',
    username: 'owner',
    name: 'Olive Owner',
    email: 'olive@fabrikam.example',
    password: 'Start-trial-1',
  },
});
console.log('signup', r.status());
await p.goto(base + '/');
await p.getByRole('textbox', { name: 'Customer ID' }).fill(id);
await p.getByRole('textbox', { name: 'Username' }).fill('owner');
await p.getByLabel('Password', { exact: true }).fill('Start-trial-1');
await p.getByRole('button', { name: 'Login' }).click();
await p.waitForTimeout(2500);
await p.screenshot({ path: '/tmp/f1-trial.png' });
await p.getByRole('button', { name: 'Upgrade' }).click();
await p.waitForTimeout(1200);
await p.screenshot({ path: '/tmp/f2-modal.png' });
await p.getByRole('radio', { name: /Annual/ }).check();
await p.getByRole('button', { name: 'Continue to Payment' }).click();
await p.waitForURL(/billing\/checkout/);
await p.waitForTimeout(1000);
await p.screenshot({ path: '/tmp/f3-checkout.png' });
await p.getByRole('button', { name: /^Pay/ }).click();
await p.waitForTimeout(500);
await p.screenshot({ path: '/tmp/f4-errors.png' });
await p.getByRole('textbox', { name: 'Cardholder name' }).fill('Olive Owner');
await p.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
await p.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
await p.getByRole('textbox', { name: 'CVC' }).fill('123');
await p.getByRole('button', { name: /^Pay/ }).click();
await p.waitForURL((u) => !u.pathname.startsWith('/billing'));
await p.waitForTimeout(2500);
await p.screenshot({ path: '/tmp/f5-back.png' });
await p.goto(base + '/admin/subscription');
await p.waitForTimeout(2000);
await p.screenshot({ path: '/tmp/f6-manage.png', fullPage: true });
await p.setViewportSize({ width: 390, height: 844 });
await p.waitForTimeout(800);
await p.screenshot({ path: '/tmp/f7-manage-390.png', fullPage: true });
await b.close();
