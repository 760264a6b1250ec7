export default {
  routes: [
    {
      method: 'GET',
      path: '/certificates/verify/:code',
      handler: 'certificate.findByVerificationCode',
      config: { policies: [] },
    },
  ],
};
