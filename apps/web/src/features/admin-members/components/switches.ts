/** Closing and opening an account, as the back office's lists offer them (kit transitions). */
export const SWITCHES = {
  disable: {
    labelKey: 'admin-members:action.disable',
    confirmKey: 'admin-members:confirm.disable',
    descriptionKey: 'admin-members:confirm.disableHint',
    danger: true,
  },
  enable: { labelKey: 'admin-members:action.enable', confirmKey: 'admin-members:confirm.enable' },
};
