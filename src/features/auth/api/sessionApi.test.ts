/**
 * What the first load holds of auth's calls (docs/performance.md, "First-load bytes"): the
 * sign-out, which any start may need; the sign-in, registration and recovery calls come with the
 * dialog that makes them.
 */
it('injects the dialogs’ calls only with the dialog, the sign-out at once', async () => {
  await jest.isolateModulesAsync(async () => {
    const { baseApi } = await import('@/shared/api');
    const auth = await import('@/features/auth');
    const endpoints = baseApi.endpoints as Record<string, unknown>;
    expect(endpoints.signOut).toBeDefined();
    expect(endpoints.getProfile).toBeDefined();
    for (const call of ['signIn', 'register', 'confirmRegistration', 'requestRecovery', 'setRecoveryPassword'])
      expect(endpoints[call]).toBeUndefined();

    await auth.loadAuthDialog();
    for (const call of ['signIn', 'register', 'confirmRegistration', 'requestRecovery', 'setRecoveryPassword'])
      expect(endpoints[call]).toBeDefined();
  });
});
