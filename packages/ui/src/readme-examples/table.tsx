import { Pagination, Table, type TableColumn } from '@weassit/ui';

interface Friend {
  wxid: string;
  name: string;
  alias: string;
}

const columns: TableColumn<Friend>[] = [
  { key: 'name', title: '昵称', isRowHeader: true },
  { key: 'alias', title: '备注', render: (friend) => friend.alias || '—' },
];

export function FriendTable(props: { rows: Friend[]; total: number; page: number; onPage: (page: number) => void }) {
  return (
    <>
      <Table
        aria-label="好友列表"
        columns={columns}
        rows={props.rows}
        getRowKey={(friend) => friend.wxid}
        emptyContent="暂无好友"
      />
      <Pagination total={props.total} current={props.page} pageSize={10} onChange={props.onPage} />
    </>
  );
}
