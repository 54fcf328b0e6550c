import { expect, isMobile, test, type Locator, type Page, DEMO } from './fixtures';

/**
 * Sign-in, registration with the SMS code, password recovery and the personal area, on the
 * mock backend (demo client +381 64 123 4567 / demo1234, SMS code 1234; docs/mock-backend.md).
 * Every test has its own browser context, so its own mock database.
 */

// Several flows go through three or four screens with the mock's 150–300 ms answers.
test.describe.configure({ timeout: 60_000 });

const header = (page: Page) => page.getByRole('banner');
const authDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign in / Register' });
const recoveryDialog = (page: Page) => page.getByRole('dialog', { name: 'Password recovery' });
const signInForm = (page: Page) => authDialog(page).getByRole('form', { name: 'Sign in' });
const registerForm = (page: Page) => authDialog(page).getByRole('form', { name: 'Register' });
/**
 * A toast lives 2 or 3 s; the call before it may be slow on a busy machine, so wait longer for
 * it to appear than for other things.
 */
const expectToast = (page: Page, text: string) =>
  expect(page.getByText(text, { exact: true })).toBeVisible({ timeout: 15_000 });

const openSignIn = async (page: Page) => {
  await header(page).getByRole('button', { name: 'Sign in / Register' }).click();
  await expect(authDialog(page)).toBeVisible();
};

const fillSignIn = async (page: Page, phone: string, password: string) => {
  await signInForm(page).getByLabel('Phone number').pressSequentially(phone);
  await signInForm(page).getByLabel('Password', { exact: true }).fill(password);
};

const signIn = async (page: Page, phone = DEMO.phone, password = DEMO.password) => {
  await openSignIn(page);
  await fillSignIn(page, phone, password);
  await signInForm(page).getByRole('button', { name: 'Sign in' }).click();
  await expectToast(page, 'Sign in was successful');
  await expect(authDialog(page)).toBeHidden();
  await expect(header(page).getByRole('link', { name: 'Account' })).toBeVisible();
};

const register = async (page: Page, phone: string) => {
  await openSignIn(page);
  await authDialog(page).getByRole('tab', { name: 'Register' }).click();
  await registerForm(page).getByLabel('Phone number').pressSequentially(phone);
  await registerForm(page).getByLabel('E-mail').fill('ana@example.rs');
  await registerForm(page).getByLabel('Name').fill('Ana Marković');
  await registerForm(page).getByLabel('Password', { exact: true }).fill('lozinka1');
  await registerForm(page).getByRole('button', { name: 'Create account' }).click();
  await expect(registerForm(page).getByLabel('Code from the SMS')).toBeFocused();
};

const confirmCode = async (page: Page, form: Locator) => {
  await form.getByLabel('Code from the SMS').fill('1234');
  await form.getByRole('button', { name: 'Next' }).click();
};

const signOutFromAccount = async (page: Page) => {
  await page.getByRole('navigation', { name: 'Personal account' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(header(page).getByRole('button', { name: 'Sign in / Register' })).toBeVisible();
};

const cookie = async (page: Page, name: string) =>
  (await page.context().cookies()).find((item) => item.name === name)?.value;

test.describe('sign-in and sign-out', () => {
  test('signs in from the header and out from the personal area, landing on the main page', async ({ page }) => {
    await page.goto('/en');
    await signIn(page);
    expect(await cookie(page, 'aptk_auth_token')).toMatch(/^aptk_/);

    await header(page).getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/en\/lk$/);
    await expect(page.getByText(`Hello, ${DEMO.name}`)).toBeVisible();

    await signOutFromAccount(page);
    expect(await cookie(page, 'aptk_auth_token')).toBeUndefined();
    await expectToast(page, 'You have signed out');
  });

  test('the dialog shows the spec texts and is not dismissed by a click outside', async ({ page }) => {
    await page.goto('/en');
    await openSignIn(page);
    const dialog = authDialog(page);
    await expect(dialog.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByText('Register or sign in to access your orders and favorites')).toBeVisible();
    const consent = dialog.getByText(/^To continue, you must accept the terms of the/);
    await expect(consent).toBeVisible();
    await expect(consent).toContainText('Privacy Policy');
    await expect(consent).toContainText('Terms of Use');
    await expect(dialog.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/en/privacypolicy');
    await expect(dialog.getByRole('link', { name: /Terms of Use/ })).toHaveAttribute('href', '/en/termsofservice');
    await expect(dialog.getByRole('button', { name: 'Restore password' })).toBeVisible();
    if (!isMobile(page)) {
      const box = await dialog.boundingBox();
      expect(Math.round(box?.width ?? 0)).toBe(504);
    }
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
  });

  test(
    'a wrong password is refused with the server message, nothing typed is lost',
    { tag: '@one-viewport' },
    async ({ page }) => {
      await page.goto('/en');
      await openSignIn(page);
      await fillSignIn(page, '0641234567', 'wrong');
      await signInForm(page).getByRole('button', { name: 'Sign in' }).click();
      await expectToast(page, 'Wrong phone number or password.');
      await expect(signInForm(page).getByLabel('Phone number')).toHaveValue('+381 (64) 123 4567');
      await expect(signInForm(page).getByLabel('Password', { exact: true })).toHaveValue('wrong');
      await expect(signInForm(page).getByRole('button', { name: 'Sign in' })).toBeEnabled();
    },
  );

  test('the phone mask takes pasted and typed numbers in any spelling', { tag: '@one-viewport' }, async ({ page }) => {
    await page.goto('/en');
    await openSignIn(page);
    const phone = signInForm(page).getByLabel('Phone number');
    for (const spelling of ['+381 64 123 4567', '00381641234567', '064/123-45-67']) {
      await phone.fill('');
      await phone.fill(spelling);
      await expect(phone).toHaveValue('+381 (64) 123 4567');
    }
    await phone.fill('');
    await phone.pressSequentially('+381641234567');
    await expect(phone).toHaveValue('+381 (64) 123 4567');
    await phone.fill('');
    await phone.pressSequentially('11 123 456');
    await expect(phone).toHaveValue('+381 (11) 123 456');
  });
});

test.describe('mobile menu', () => {
  // The bar and its menu exist below 768 px only: both projects run this at phone width.
  test.use({ viewport: { width: 375, height: 800 } });

  test('the mobile menu opens the dialog in login or registration mode and signs out', async ({ page }) => {
    await page.goto('/en');
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    await bar.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Register' }).click();
    await expect(authDialog(page).getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await authDialog(page).getByRole('button', { name: 'Close' }).click();

    await bar.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign in' }).click();
    await expect(authDialog(page).getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
    await fillSignIn(page, DEMO.phone, DEMO.password);
    await page.keyboard.press('Enter');
    await expectToast(page, 'Sign in was successful');

    await bar.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: /Your profile/ })).toContainText('+381 64 123 4567');
    await menu.getByRole('button', { name: 'Sign out' }).click();
    await expect(menu.getByRole('button', { name: 'Register' })).toBeVisible();
    expect(await cookie(page, 'aptk_auth_token')).toBeUndefined();
  });
});

test.describe('registration', () => {
  test('registers with the SMS code after the resend countdown', async ({ page }) => {
    await page.clock.install();
    await page.goto('/en');
    await register(page, '651112233');
    const form = registerForm(page);
    await expect(form.getByText(/We have sent a code by SMS to/)).toContainText('+381 65 111 2233');
    const resend = form.getByRole('button', { name: /^Resend SMS/ });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/Resend SMS \((30|29) s\)/);
    await page.clock.fastForward(10_000);
    await expect(resend).toHaveText(/Resend SMS \((20|19) s\)/);
    await page.clock.fastForward(21_000);
    await expect(resend).toBeEnabled();
    await expect(resend).toHaveText('Resend SMS');
    await resend.click();
    await expectToast(page, 'A new code has been sent');
    await expect(resend).toBeDisabled();

    await form.getByLabel('Code from the SMS').fill('0000');
    await form.getByRole('button', { name: 'Next' }).click();
    await expectToast(page, 'Wrong SMS code.');
    await expect(form.getByLabel('Code from the SMS')).toHaveValue('0000');

    await confirmCode(page, form);
    await expectToast(page, 'Register completed successfully');
    await header(page).getByRole('link', { name: 'Account' }).click();
    await expect(page.getByText('Hello, Ana Marković')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Personal details' })).toContainText('+381 65 111 2233');
  });

  test('an already registered phone is refused and the details stay', { tag: '@one-viewport' }, async ({ page }) => {
    await page.goto('/en');
    await openSignIn(page);
    await authDialog(page).getByRole('tab', { name: 'Register' }).click();
    const form = registerForm(page);
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText('Enter your phone number')).toBeVisible();
    await expect(form.getByText('Enter your e-mail')).toBeVisible();
    await form.getByLabel('Phone number').pressSequentially(DEMO.phone);
    await form.getByLabel('E-mail').fill('milica@example.rs');
    await form.getByLabel('Name').fill('Milica');
    await form.getByLabel('Password', { exact: true }).fill('x');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, 'A client with this phone number already exists.');
    await expect(form.getByLabel('E-mail')).toHaveValue('milica@example.rs');
  });
});

test.describe('password recovery', () => {
  test('sets a new password in three steps, which then signs in', async ({ page }) => {
    await page.goto('/en');
    await openSignIn(page);
    await signInForm(page).getByLabel('Phone number').pressSequentially(DEMO.phone);
    await signInForm(page).getByRole('button', { name: 'Restore password' }).click();

    const dialog = recoveryDialog(page);
    await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
    await expect(
      dialog.getByText(/Please indicate your phone number, a confirmation code will be sent to it/),
    ).toBeVisible();
    await expect(dialog.getByLabel('Phone number')).toHaveValue('+381 (64) 123 4567');
    await dialog.getByRole('button', { name: 'Send code' }).click();

    await expect(dialog.getByText('A confirmation code has been sent to +381 64 *** **67')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Resend SMS \(\d+ s\)$/ })).toBeDisabled();
    await confirmCode(page, dialog);

    await expect(dialog.getByText('Please indicate your new password')).toBeVisible();
    await dialog.getByLabel('New password', { exact: true }).fill('novaLozinka');
    await dialog.getByLabel('Confirm new password').fill('novaLozinkaa');
    await dialog.getByRole('button', { name: 'Save password' }).click();
    await expect(dialog.getByText('The passwords do not match')).toBeVisible();
    await dialog.getByLabel('Confirm new password').fill('novaLozinka');
    await dialog.getByRole('button', { name: 'Save password' }).click();
    await expectToast(page, 'Password change was successful');
    await expect(header(page).getByRole('link', { name: 'Account' })).toBeVisible();

    await page.goto('/en/lk');
    await signOutFromAccount(page);
    await openSignIn(page);
    await fillSignIn(page, DEMO.phone, DEMO.password);
    await signInForm(page).getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Wrong phone number or password.');
    await signInForm(page).getByLabel('Password', { exact: true }).fill('novaLozinka');
    await signInForm(page).getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Sign in was successful');
  });
});

test.describe('personal area', () => {
  test('an anonymous visitor of /lk goes to the main page of the current language', async ({ page }) => {
    await page.goto('/ru/lk');
    await expect(page).toHaveURL(/\/ru\/?$/);
    await page.goto('/en/lk/orders');
    await expect(page).toHaveURL(/\/en\/?$/);
  });

  test('edits the name, the e-mail and the password', async ({ page }) => {
    await page.goto('/en');
    await signIn(page);
    await page.goto('/en/lk');
    const details = page.getByRole('region', { name: 'Personal details' });
    await expect(details).toContainText('milica@example.rs');

    await details.getByRole('button', { name: 'Change Name' }).click();
    await details.getByRole('textbox', { name: 'Name' }).fill('Milica Marković');
    await details.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Your name has been saved');
    await expect(page.getByText('Hello, Milica Marković')).toBeVisible();

    // A new e-mail asks for the current password; a wrong one is said on its field and
    // nothing typed is lost (docs/decisions.md, "Sensitive changes ask again").
    await details.getByRole('button', { name: 'Change E-mail' }).click();
    await details.getByRole('textbox', { name: 'E-mail' }).fill('milica.m@example.rs');
    await details.getByRole('textbox', { name: 'E-mail' }).press('Enter');
    await expect(details.getByText('Enter your current password')).toBeVisible();
    const confirmPassword = details.getByLabel('Current password (to confirm the change)');
    await confirmPassword.fill('not-my-password');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(details.getByText(/This password is not right/)).toBeVisible();
    await expect(confirmPassword).toHaveAttribute('aria-invalid', 'true');
    await expect(details.getByRole('textbox', { name: 'E-mail' })).toHaveValue('milica.m@example.rs');
    await expect(confirmPassword).toHaveValue('not-my-password');
    await confirmPassword.fill(DEMO.password);
    await confirmPassword.press('Enter');
    await expectToast(page, 'Your e-mail has been saved');
    await expect(details).toContainText('milica.m@example.rs');

    const password = page.getByRole('form', { name: 'Change password' });
    await password.getByLabel('Current password').fill(DEMO.password);
    await password.getByLabel('New password').fill('novaLozinka');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Your password has been changed');

    await page.reload();
    await expect(page.getByText('Hello, Milica Marković')).toBeVisible();
    await expect(details).toContainText('milica.m@example.rs');
  });

  test('deletes the profile after a confirmation with a reason', async ({ page }) => {
    await page.goto('/en');
    await register(page, '621234567');
    await confirmCode(page, registerForm(page));
    await expectToast(page, 'Register completed successfully');
    await page.goto('/en/lk');

    await page.getByRole('button', { name: 'Delete profile' }).click();
    await expect(page.getByText(/Are you sure you want to delete your profile/)).toBeFocused();
    await page.getByRole('button', { name: 'Delete permanently' }).click();
    await expect(page.getByText('Choose a reason')).toBeVisible();
    await page.getByRole('radio', { name: 'I have another profile' }).check();
    const confirmPassword = page.getByLabel('Current password (to confirm the change)');
    await confirmPassword.fill('lozinka2');
    await page.getByRole('button', { name: 'Delete permanently' }).click();
    await expect(page.getByText(/This password is not right/)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'I have another profile' })).toBeChecked();
    await expect(page).toHaveURL(/\/en\/lk$/);
    await confirmPassword.fill('lozinka1');
    await page.getByRole('button', { name: 'Delete permanently' }).click();

    await expectToast(page, 'Your profile has been deleted');
    await expect(page).toHaveURL(/\/en\/?$/);
    expect(await cookie(page, 'aptk_auth_token')).toBeUndefined();
    await openSignIn(page);
    await fillSignIn(page, '621234567', 'lozinka1');
    await signInForm(page).getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Wrong phone number or password.');
  });

  test(
    'a stored token the server no longer knows is logged out',
    { tag: '@one-viewport' },
    async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'aptk_auth_token', value: 'aptk_revoked_token', url: baseURL ?? '' }]);
      await page.goto('/en/lk');
      await expectToast(page, 'Please sign in again.');
      await expect(page).toHaveURL(/\/en\/?$/);
      await expect(header(page).getByRole('button', { name: 'Sign in / Register' })).toBeVisible();
      expect(await cookie(page, 'aptk_auth_token')).toBeUndefined();
    },
  );
});

test.describe('server errors keep the input', { tag: '@one-viewport' }, () => {
  const forced = (path: string) => `Mock: forced failure of ${path}`;

  test('sign-in and registration failures', async ({ page }) => {
    await page.goto('/en?mock_fail=/auth/phone,/auth/register');
    await openSignIn(page);
    await fillSignIn(page, DEMO.phone, DEMO.password);
    await signInForm(page).getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, forced('/auth/phone'));
    await expect(signInForm(page).getByLabel('Password', { exact: true })).toHaveValue(DEMO.password);
    await expect(signInForm(page).getByRole('button', { name: 'Sign in' })).toBeEnabled();

    await authDialog(page).getByRole('tab', { name: 'Register' }).click();
    const form = registerForm(page);
    await expect(form.getByLabel('Phone number')).toHaveValue('+381 (64) 123 4567');
    await form.getByLabel('Phone number').fill('');
    await form.getByLabel('Phone number').pressSequentially('651112233');
    await form.getByLabel('E-mail').fill('ana@example.rs');
    await form.getByLabel('Name').fill('Ana');
    await form.getByLabel('Password', { exact: true }).fill('lozinka1');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, forced('/auth/register'));
    await expect(form.getByLabel('Name')).toHaveValue('Ana');
    await expect(form.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  test('SMS confirmation and resend failures', async ({ page }) => {
    await page.clock.install();
    await page.goto('/en?mock_fail=/auth/confirm,/auth/resend');
    await register(page, '651112233');
    const form = registerForm(page);
    await confirmCode(page, form);
    await expectToast(page, forced('/auth/confirm'));
    await expect(form.getByLabel('Code from the SMS')).toHaveValue('1234');
    await page.clock.fastForward(31_000);
    await form.getByRole('button', { name: 'Resend SMS' }).click();
    await expectToast(page, forced('/auth/resend'));
    await expect(form.getByRole('button', { name: 'Resend SMS' })).toBeEnabled();
  });

  test('recovery failures at every step', async ({ page }) => {
    await page.goto('/en?mock_fail=/auth/recovery');
    await openSignIn(page);
    await authDialog(page).getByRole('button', { name: 'Restore password' }).click();
    const dialog = recoveryDialog(page);
    await dialog.getByLabel('Phone number').pressSequentially(DEMO.phone);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expectToast(page, forced('/auth/recovery'));
    await expect(dialog.getByLabel('Phone number')).toHaveValue('+381 (64) 123 4567');

    await page.evaluate(() => {
      window.aptkMock?.unfail('/auth/recovery');
      window.aptkMock?.fail('/auth/recovery/confirm');
    });
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await confirmCode(page, dialog);
    await expectToast(page, forced('/auth/recovery/confirm'));
    await expect(dialog.getByLabel('Code from the SMS')).toHaveValue('1234');

    await page.evaluate(() => {
      window.aptkMock?.unfail('/auth/recovery/confirm');
      window.aptkMock?.fail('/auth/recovery/password');
    });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('New password', { exact: true }).fill('novaLozinka');
    await dialog.getByLabel('Confirm new password').fill('novaLozinka');
    await dialog.getByRole('button', { name: 'Save password' }).click();
    await expectToast(page, forced('/auth/recovery/password'));
    await expect(dialog.getByLabel('New password', { exact: true })).toHaveValue('novaLozinka');
    await expect(dialog.getByRole('button', { name: 'Save password' })).toBeEnabled();
  });

  test('personal area failures', async ({ page }) => {
    await page.goto('/en');
    await signIn(page);
    await page.goto('/en/lk?mock_fail=/clients/name,/clients/email,/clients/password,/clients/delete');
    const details = page.getByRole('region', { name: 'Personal details' });
    await details.getByRole('button', { name: 'Change Name' }).click();
    await details.getByRole('textbox', { name: 'Name' }).fill('Nova');
    await details.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, forced('/clients/name'));
    await expect(details.getByRole('textbox', { name: 'Name' })).toHaveValue('Nova');
    await details.getByRole('button', { name: 'Cancel' }).click();

    await details.getByRole('button', { name: 'Change E-mail' }).click();
    await details.getByRole('textbox', { name: 'E-mail' }).fill('nova@example.rs');
    await details.getByLabel('Current password (to confirm the change)').fill(DEMO.password);
    await details.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, forced('/clients/email'));
    await expect(details.getByRole('textbox', { name: 'E-mail' })).toHaveValue('nova@example.rs');

    const password = page.getByRole('form', { name: 'Change password' });
    await password.getByLabel('Current password').fill(DEMO.password);
    await password.getByLabel('New password').fill('x');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, forced('/clients/password'));
    await expect(password.getByLabel('New password')).toHaveValue('x');

    await page.getByRole('button', { name: 'Delete profile' }).click();
    await page.getByRole('radio', { name: 'I no longer use this shop' }).check();
    await page
      .getByRole('region', { name: 'Delete profile' })
      .getByLabel('Current password (to confirm the change)')
      .fill(DEMO.password);
    await page.getByRole('button', { name: 'Delete permanently' }).click();
    await expectToast(page, forced('/clients/delete'));
    await expect(page).toHaveURL(/\/en\/lk/);
    await expect(page.getByRole('radio', { name: 'I no longer use this shop' })).toBeChecked();
  });

  test('a profile call answering action: logout ends the session', async ({ page }) => {
    await page.goto('/en');
    await signIn(page);
    await page.goto('/en/lk?mock_fail=/clients:401:logout');
    await expect(page).toHaveURL(/\/en\/?(\?.*)?$/);
    await expect(header(page).getByRole('button', { name: 'Sign in / Register' })).toBeVisible();
    expect(await cookie(page, 'aptk_auth_token')).toBeUndefined();
  });
});

test.describe('keyboard only', () => {
  test('tab order, Enter submits, focus returns to the opener', async ({ page }) => {
    await page.goto('/en');
    const opener = header(page).getByRole('button', { name: 'Sign in / Register' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = authDialog(page);
    const phone = signInForm(page).getByLabel('Phone number');
    await expect(phone).toBeFocused();

    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('tab', { name: 'Sign in' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('tab', { name: 'Register' })).toBeFocused();
    await expect(registerForm(page)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('tab', { name: 'Sign in' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(phone).toBeFocused();
    await page.keyboard.type(DEMO.phone);
    await page.keyboard.press('Tab');
    await expect(signInForm(page).getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type('wrong');
    await page.keyboard.press('Tab');
    await expect(signInForm(page).getByRole('button', { name: 'Show password' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(signInForm(page).getByRole('button', { name: 'Restore password' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(signInForm(page).getByRole('button', { name: 'Sign in' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link', { name: /Privacy Policy/ })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(phone).toBeFocused();
    await page.keyboard.type(DEMO.phone);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');
    await expectToast(page, 'Sign in was successful');
    await expect(header(page).getByRole('link', { name: 'Account' })).toBeVisible();
  });
});

test.describe('screenshots', () => {
  test('dialogs and the personal area', async ({ page }, info) => {
    const size = info.project.name;
    await page.goto('/en');
    await openSignIn(page);
    await page.screenshot({ path: `test-results/auth-shots/${size}-sign-in.png` });
    await signInForm(page).getByRole('button', { name: 'Sign in' }).click();
    await page.screenshot({ path: `test-results/auth-shots/${size}-sign-in-errors.png` });
    await authDialog(page).getByRole('tab', { name: 'Register' }).click();
    await page.screenshot({ path: `test-results/auth-shots/${size}-register.png` });
    await authDialog(page).getByRole('tab', { name: 'Sign in' }).click();
    await signInForm(page).getByRole('button', { name: 'Restore password' }).click();
    await recoveryDialog(page).getByLabel('Phone number').pressSequentially(DEMO.phone);
    await recoveryDialog(page).getByRole('button', { name: 'Send code' }).click();
    await expect(recoveryDialog(page).getByText(/has been sent to/)).toBeVisible();
    await page.screenshot({ path: `test-results/auth-shots/${size}-recovery-code.png` });
    await recoveryDialog(page).getByRole('button', { name: 'Close' }).click();

    await signIn(page);
    await page.goto('/en/lk');
    await expect(page.getByText(`Hello, ${DEMO.name}`)).toBeVisible();
    await page.screenshot({ path: `test-results/auth-shots/${size}-account.png`, fullPage: true });
    await page.getByRole('button', { name: 'Delete profile' }).click();
    await page.getByRole('button', { name: 'Delete permanently' }).click();
    await page
      .getByRole('region', { name: 'Delete profile' })
      .screenshot({ path: `test-results/auth-shots/${size}-delete.png` });
  });
});
