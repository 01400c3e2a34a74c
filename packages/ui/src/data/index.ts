/** The one data hook for reads (STYLE: "Reads go through one data hook on swr"). */
export * from './use-call-data';
export * from './call-data-key';
