/** Yuan with two decimals and thousands separators, e.g. ¥1,000.50. */
export const formatYuan = (yuan: number) =>
  `¥${yuan.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const formatTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
