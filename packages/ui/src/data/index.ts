/** The one data hook for reads (STYLE: "Reads go through one data hook on swr"). */
export {
  useCallData,
  USE_CALL_DATA_NAME,
  type CallData,
  type CallDataClient,
  type UseCallDataOptions,
} from './use-call-data';
export { callDataKey, type CallDataQuery } from './call-data-key';
