/** A reminder's link is a hash route (`#/other/setting/company`); the router wants the path part. */
export const routeOfLink = (link: string) => link.replace(/^#/, '');

export const LIST_PATH = '/oa/notifications/list';
export const detailPath = (id: number) => `/oa/notifications/detail?id=${id}`;
