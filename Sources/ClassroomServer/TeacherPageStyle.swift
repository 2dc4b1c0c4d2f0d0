/// The teacher's page's style sheet: the wide page, the phone's width, and the compact projector mode
/// (`body.compact`: 40 attendee rows and the leaderboard on one 1280×800 screen, one line a row).
enum TeacherPageStyle {
    static let css = """
        body { font: 15px/1.4 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1d2330; }
        header { background: #1d2330; color: #fff; padding: 8px 20px; display: flex; flex-wrap: wrap; gap: 6px 16px;
                 align-items: baseline; }
        header h1 { font-size: 20px; margin: 0; }
        header .tools { margin-left: auto; font-size: 13px; }
        #status { font-size: 13px; color: #f5b041; }
        #status.live { color: #58d68d; }
        #dataset-line { font-size: 13px; color: #c9d1dc; }
        main { display: grid; grid-template-columns: minmax(0, 3fr) minmax(220px, 1fr); gap: 16px; padding: 16px 20px; }
        section { background: #fff; border-radius: 8px; padding: 10px 14px; box-shadow: 0 1px 3px #0002; min-width: 0;
                  overflow-x: auto; }
        section h2 { font-size: 16px; margin: 4px 0 8px; }
        #join, #teacher { margin: 16px 20px 0; }
        #join code { background: #eef1f5; padding: 1px 6px; border-radius: 4px; overflow-wrap: anywhere; }
        #leaderboard-section { grid-column: 1 / span 2; }
        h3 { font-size: 14px; margin: 10px 0 4px; }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid #e3e6ea; vertical-align: top; }
        th { font-size: 12px; color: #5d6675; font-weight: 600; }
        td > .cell { max-height: 4.2em; overflow: hidden; overflow-wrap: anywhere; }
        td > .cell.open { max-height: 16em; overflow-y: auto; }
        .pass { color: #1e8449; font-weight: bold; } .fail { color: #c0392b; font-weight: bold; }
        .errors { color: #c0392b; font-family: monospace; font-size: 12px; white-space: pre-wrap; }
        button.more { font-size: 11px; border: 1px solid #c9d1dc; background: #fff; border-radius: 4px; cursor: pointer; }
        .nowrap { white-space: nowrap; }
        .trouble, .unranked { color: #8a5a00; }
        .help { background: #fdf2e9; }
        .note { font-size: 12px; color: #5d6675; margin: 0 0 6px; }
        .empty { color: #8a93a3; font-style: italic; }
        svg.thumb { width: 44px; height: 44px; background: #fbeee6; border-radius: 4px; margin-right: 4px; }
        svg.thumb polyline { fill: none; stroke: #c0392b; stroke-width: 2.5; stroke-linejoin: round; }
        .kinds span { display: inline-block; background: #eef1f5; border-radius: 10px; padding: 1px 8px; margin: 2px; }
        @media (max-width: 720px) {
          main { grid-template-columns: minmax(0, 1fr); padding: 12px; gap: 12px; }
          #leaderboard-section { grid-column: auto; }
          header { padding: 10px 12px; }
        }
        body.compact { font-size: 12px; line-height: 15px; height: 100vh; overflow: hidden; }
        body.compact header { padding: 3px 12px; }
        body.compact header h1 { font-size: 14px; }
        body.compact #join, body.compact #teacher, body.compact #dataset-section, body.compact .note,
        body.compact .misses, body.compact h2 { display: none; }
        body.compact main { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 8px; padding: 4px 8px;
                            height: calc(100vh - 30px); box-sizing: border-box; }
        body.compact section { padding: 2px 6px; overflow: hidden; }
        body.compact #leaderboard-section { grid-column: auto; }
        body.compact th, body.compact td { padding: 0 4px; line-height: 15px; height: 15px; }
        body.compact td > .cell { max-height: 15px; white-space: nowrap; text-overflow: ellipsis; }
        body.compact .errors { font-size: 11px; white-space: nowrap; }
        body.compact table { table-layout: fixed; }
        body.compact #attendees th:nth-child(1) { width: 22%; } body.compact #attendees th:nth-child(2) { width: 24%; }
        body.compact #attendees th:nth-child(3) { width: 18%; } body.compact #attendees th:nth-child(4) { width: 11%; }
        body.compact #attendees th:nth-child(5) { width: 7%; }
        body.compact .board th:nth-child(1) { width: 7%; } body.compact .board th:nth-child(2) { width: 25%; }
        body.compact .board th:nth-child(4), body.compact .board th:nth-child(5) { width: 18%; }
        body.compact .board th:nth-child(3), body.compact .board td:nth-child(3),
        body.compact .board th:nth-child(7), body.compact .board td:nth-child(7) { display: none; }
        body.compact button.more { display: none; }
        body.compact h3 { font-size: 12px; margin: 2px 0; }
        """
}
