/// The report page's style sheet and its one script: a click on a table's header sorts the table by that column
/// (numbers by the value in `data-sort`, text alphabetically), a second click reverses it. No framework.
enum EvalReportStyle {
    static let css = """
        body { font: 14px/1.45 "DejaVu Sans", sans-serif; margin: 24px; color: #2b2b33; background: #f4efe6; }
        h1 { margin-bottom: 4px; } h2 { margin-top: 28px; }
        code, pre { font: 12px "DejaVu Sans Mono", monospace; }
        pre { background: #fff; padding: 12px; border-radius: 8px; overflow-x: auto; }
        .headline { font-size: 18px; }
        dl.header { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; background: #fff;
                    padding: 12px 16px; border-radius: 8px; }
        dl.header dt { color: #6b6873; } dl.header dd { margin: 0; overflow-wrap: anywhere; }
        .table { overflow-x: auto; }
        table { border-collapse: collapse; background: #fff; border-radius: 8px; font-size: 13px; }
        th, td { padding: 4px 10px; border-bottom: 1px solid #ece6da; text-align: left; white-space: nowrap; }
        td.num { text-align: right; font-variant-numeric: tabular-nums; }
        th { cursor: pointer; user-select: none; background: #ece6da; }
        th[aria-sort="ascending"]::after { content: " ▲"; } th[aria-sort="descending"]::after { content: " ▼"; }
        tr.positive td { color: #1f5fb0; font-weight: bold; }
        svg.plot { display: block; margin: 8px 0; border-radius: 8px; max-width: 100%; height: auto; }
        .grid { display: flex; flex-wrap: wrap; gap: 12px; }
        figure { margin: 0; background: #fff; border-radius: 8px; padding: 6px; width: 220px;
                 border-top: 4px solid #2f7de1; }
        figure.fa { border-top-color: #e0413a; }
        figcaption { font-size: 11px; color: #6b6873; overflow-wrap: anywhere; }
        figcaption code { display: block; margin-top: 4px; padding: 4px; background: #f4efe6; user-select: all; }
        """

    static let script = """
        document.querySelectorAll('table.sortable').forEach(table => {
          table.querySelectorAll('th').forEach((th, column) => th.addEventListener('click', () => {
            const ascending = th.getAttribute('aria-sort') !== 'ascending';
            table.querySelectorAll('th').forEach(other => other.removeAttribute('aria-sort'));
            th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
            const key = row => { const cell = row.cells[column]; return cell.dataset.sort ?? cell.textContent; };
            const body = table.tBodies[0];
            const rows = [...body.rows].sort((a, b) => {
              const [x, y] = [key(a), key(b)];
              const order = (x !== '' && y !== '' && !isNaN(x) && !isNaN(y)) ? x - y : x.localeCompare(y);
              return ascending ? order : -order;
            });
            rows.forEach(row => body.appendChild(row));
          }));
        });
        """
}
