export { DataTable, type DataColumn, type DataTableProps } from './DataTable';
